import iconv from "iconv-lite";

/**
 * The characters of a statement file as its bank wrote them. CAMT.053 says its encoding in the XML
 * declaration (UTF-8 unless it says otherwise: ISO-8859-1, windows-1252…). Norma 43 says nothing:
 * the AEB norm's own table is code page 850 (Ñ = 0xA5), banks also send ISO-8859-1 (Ñ = 0xD1) or
 * UTF-8, so the reading that gives Spanish text, not stray symbols, is taken.
 */

/** The XML's characters, in the encoding its declaration names (a byte-order mark decides first). */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(Buffer.from(bytes), "utf-16be");
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(Buffer.from(bytes), "utf-16le");
  const head = Buffer.from(bytes.subarray(0, 200)).toString("latin1");
  const declared = /^(?:\uFEFF|ï»¿)?\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  const encoding = declared && iconv.encodingExists(declared) ? declared : "utf-8";
  return iconv.decode(Buffer.from(bytes), encoding).replace(/^\uFEFF/, "");
}

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
