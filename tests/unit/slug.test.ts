import { describe, expect, it } from "vitest";
import { isPossibleSlug, slugify } from "@/lib/slug";

describe("slugify", () => {
  it("lower-cases and removes accents", () => {
    expect(slugify("Ático en Chamberí")).toBe("atico-en-chamberi");
    expect(slugify("Piso en Triana, Sevilla — Ñandú Ü")).toBe("piso-en-triana-sevilla-nandu-u");
  });

  it("replaces each run of non-alphanumerics by one hyphen", () => {
    expect(slugify("Local   comercial // 120 m² (Valencia)!!")).toBe("local-comercial-120-m2-valencia");
    expect(slugify("a--b__c..d")).toBe("a-b-c-d");
  });

  it("trims leading and trailing hyphens", () => {
    expect(slugify("  ¡¿Oportunidad?!  ")).toBe("oportunidad");
    expect(slugify("---x---")).toBe("x");
  });

  it("keeps digits and returns empty for text without letters or digits", () => {
    expect(slugify("Crédito NPL 2026")).toBe("credito-npl-2026");
    expect(slugify("¿¡!?")).toBe("");
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
