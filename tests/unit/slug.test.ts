import { describe, expect, it } from "vitest";
import { isPossibleSlug, slugify } from "@/lib/slug";

describe("slugify: lower case without accents, one hyphen for each run of anything but letters and digits, none at either end", () => {
  it.each([
    ["Ático en Chamberí", "atico-en-chamberi"],
    ["Piso en Triana, Sevilla — Ñandú Ü", "piso-en-triana-sevilla-nandu-u"],
    ["Local   comercial // 120 m² (Valencia)!!", "local-comercial-120-m2-valencia"],
    ["a--b__c..d", "a-b-c-d"],
    ["  ¡¿Oportunidad?!  ", "oportunidad"],
    ["---x---", "x"],
    ["Crédito NPL 2026", "credito-npl-2026"],
    ["¿¡!?", ""],
  ])("%j → %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe("isPossibleSlug", () => {
  it("accepts what slugify can make, up to 200 characters, and nothing empty, longer or with control characters", () => {
    expect(isPossibleSlug("piso-en-chamberi")).toBe(true);
    expect(isPossibleSlug("a".repeat(200))).toBe(true);
    expect(isPossibleSlug("a".repeat(201))).toBe(false);
    expect(isPossibleSlug("")).toBe(false);
    expect(isPossibleSlug("a\u0000b")).toBe(false);
  });
});
