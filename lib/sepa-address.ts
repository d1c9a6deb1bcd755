import { sepaText } from "./sepa-text";

/**
 * A postal address as the EPC's payment schemes take it from 15 November 2026 (EPC153-22 v2.1,
 * "Provision of addresses under the EPC payment schemes"): the "hybrid" form, town and country in
 * their own elements, the post code when known, the rest in at most two address lines of 70. Fully
 * unstructured addresses (lines only) are refused from that day; sepa.js 3.0.0 writes only those.
 */
export type HybridAddress = { postCode: string; town: string; country: string; lines: string[] };

/**
 * "Calle de Velázquez, 50, 28001 Madrid" → lines ["Calle de Velazquez, 50"], post code "28001",
 * town "Madrid": the address's last part is its post code and town (the way Spanish addresses end);
 * null when it does not end so.
 */
export function hybridAddressOf(address: string | null | undefined, country: string): HybridAddress | null {
  const match = /^(.*?)[\s,]*\b(\d{4,5})\s+([^\d,][^,]*?)\s*$/u.exec(sepaText(address ?? "", 300));
  if (!match) return null;
  const [, street = "", postCode = "", town = ""] = match;
  const lines = street ? [street.slice(0, 70), street.slice(70, 140)].map((line) => line.trim()).filter(Boolean) : [];
  return { postCode, town: town.slice(0, 35).trim(), country, lines };
}

/** The address as pain.001.001.03's PostalAddress6 orders it: PstCd, TwnNm, Ctry, then the lines. */
export function postalAddressXml(address: HybridAddress): string {
  const lines = address.lines.map((line) => `<AdrLine>${line}</AdrLine>`).join("");
  return `<PstlAdr><PstCd>${address.postCode}</PstCd><TwnNm>${address.town}</TwnNm><Ctry>${address.country}</Ctry>${lines}</PstlAdr>`;
}
