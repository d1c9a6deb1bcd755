import { describe, expect, it } from "vitest";
import { provinceLabel, PROVINCE_LABELS } from "@/lib/operation-status";

/** Other provinces as an admin may type them, and as they are shown. */
const TYPED: Record<string, string> = {
  malaga: "Málaga",
  málaga: "Málaga",
  "la coruna": "A Coruña",
  "santa cruz de tenerife": "Santa Cruz de Tenerife",
  "la rioja": "La Rioja",
  "  ZARAGOZA ": "Zaragoza",
  "illes balears": "Illes Balears",
  "vitoria-gasteiz": "Vitoria-Gasteiz",
};

describe("a province as a person reads it", () => {
  it("shows the four known ones as the filters do", () => {
    for (const [key, label] of Object.entries(PROVINCE_LABELS)) expect(provinceLabel(key)).toBe(label);
  });

  it.each(Object.entries(TYPED))("capitalises any other, and gives back the accent a lower-case entry lost: %j → %j", (typed, label) => {
    expect(provinceLabel(typed)).toBe(label);
  });
});
