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

/** The European Economic Area: the EU's 27 and Iceland, Liechtenstein and Norway. */
const EEA = new Set("AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO".split(" "));

/**
 * Whether a SEPA transfer to `countryCode` stays within the EEA. One that leaves it (Switzerland, the
 * United Kingdom, Monaco, San Marino, Andorra, the Vatican, the five above) must carry the payer's
 * address (Regulation (EU) 2023/1113, arts. 4 and 5: only transfers within the Union may go without it).
 */
export const inEea = (countryCode: string) => EEA.has(countryCode);
