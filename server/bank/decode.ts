import iconv from "iconv-lite";

/**
 * The characters of a statement file as its bank wrote them. CAMT.053 says its encoding in the XML
 * declaration (UTF-8 unless it says otherwise: ISO-8859-1, windows-1252…). Norma 43 says nothing:
 * the AEB norm's own table is code page 850 (Ñ = 0xA5), banks also send ISO-8859-1 (Ñ = 0xD1) or
 * UTF-8, so the reading that gives Spanish text, not stray symbols, is taken.
 */

/** Letters a Spanish statement's text is made of beyond ASCII: any other character above 0x7F counts against a reading. */
const SPANISH = /[ÁÉÍÓÚÜÑÇáéíóúüñçªº€·]/u;

function strays(text: string): number {
  let count = 0;
  for (const char of text) if (char > "\u007f" && !SPANISH.test(char)) count++;
  return count;
}

/** A Norma 43 file's characters: UTF-8 when its bytes are UTF-8, else code page 850 or ISO-8859-1, whichever reads as Spanish. */
export function decodeNorma43(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(buffer).replace(/^\uFEFF/, "");
  } catch {
    // Not UTF-8: one of the two single-byte tables.
  }
  const cp850 = iconv.decode(buffer, "cp850");
  const latin1 = iconv.decode(buffer, "latin1");
  return strays(cp850) < strays(latin1) ? cp850 : latin1;
}
