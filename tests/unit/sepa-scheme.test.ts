import { isSEPACountry } from "ibantools";
import { describe, expect, it } from "vitest";
import { inSepaScheme, SEPA_COUNTRIES_NOT_IN_IBANTOOLS } from "@/lib/sepa-scheme";

describe("the SEPA scheme's countries", () => {
  it("are ibantools' and the five the EPC admitted in 2024–2025; Turkey, Ukraine and Bosnia are not", () => {
    for (const country of ["ES", "DE", "CH", "GB", "MC", "SM", "VA", "AD", "AL", "MD", "ME", "MK", "RS"])
      expect(inSepaScheme(country), country).toBe(true);
    for (const country of ["TR", "UA", "BA", "XK", "US", "BR"]) expect(inSepaScheme(country), country).toBe(false);
  });

  it("lists only what ibantools lacks: once it has them, drop lib/sepa-scheme.ts's list", () => {
    expect(SEPA_COUNTRIES_NOT_IN_IBANTOOLS.filter((country) => isSEPACountry(country))).toEqual([]);
  });
});
