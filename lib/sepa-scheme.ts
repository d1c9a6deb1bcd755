import { isSEPACountry } from "ibantools";

/**
 * Countries the European Payments Council admitted to the SEPA schemes in 2024–2025 that ibantools
 * (4.5.4, its latest release) does not list yet: Albania, Moldova, Montenegro, North Macedonia and
 * Serbia (the EPC's "List of countries in the SEPA schemes' geographical scope", EPC409-09; the
 * Commission's notice of 16 October 2025 on Albania, Moldova, Montenegro and North Macedonia; the
 * Central Bank of Montenegro's of November 2024). tests/unit/sepa-scheme.test.ts fails once ibantools
 * lists them, so that this list goes.
 */
export const SEPA_COUNTRIES_NOT_IN_IBANTOOLS = ["AL", "MD", "ME", "MK", "RS"] as const;

const admitted = new Set<string>(SEPA_COUNTRIES_NOT_IN_IBANTOOLS);

/** A country (ISO 3166 alpha-2) whose accounts a SEPA credit transfer reaches. */
export function inSepaScheme(countryCode: string): boolean {
  return isSEPACountry(countryCode) || admitted.has(countryCode);
}
