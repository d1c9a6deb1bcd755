import iconv from "iconv-lite";

/** The XML's characters, in the encoding its declaration names (a byte-order mark decides first). */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(Buffer.from(bytes), "utf-16be");
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(Buffer.from(bytes), "utf-16le");
  const head = Buffer.from(bytes.subarray(0, 200)).toString("latin1");
  const declared = /^(?:\uFEFF|ï»¿)?\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  const encoding = declared && iconv.encodingExists(declared) ? declared : "utf-8";
  return iconv.decode(Buffer.from(bytes), encoding).replace(/^\uFEFF/, "");
}
