/**
 * Text in the SEPA character set (a–z, A–Z, 0–9 and / - ? : ( ) . , ' + space; EPC217-08):
 * accents and the ñ taken off, anything else a space, at most `max` characters.
 */
export function sepaText(text: string, max: number): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}
