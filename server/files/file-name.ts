import { FILE_KINDS } from "../platform/storage/sniff";

/** The extensions each type the club accepts may keep; the first is the one given. */
const EXTENSIONS: Record<string, readonly string[]> = Object.fromEntries(
  Object.values(FILE_KINDS).map(({ contentType, extension }) => [contentType, extension === "jpg" ? ["jpg", "jpeg", "jpe"] : [extension]]),
);

/** An extension: the last dot's suffix, one to five letters or digits with a letter ("v2.1" has none). */
const EXTENSION = /\.([\p{L}\p{N}]{1,5})$/u;

/**
 * A file's name as stored and offered for download: without control characters, bidirectional
 * and other invisible format characters (a U+202E turns "fdp.exe" into what reads "exe.pdf") or
 * line separators, and ending in the extension of the type read from its bytes (a PDF uploaded as
 * "poly.html" is "poly.pdf"; "informe" becomes "informe.pdf"). An unknown type keeps the name's own.
 */
export function safeFileName(name: string, contentType: string | null): string {
  const cleaned = name
    .toWellFormed()
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "")
    .trim();
  const extensions = contentType ? EXTENSIONS[contentType] : undefined;
  const suffix = EXTENSION.exec(cleaned);
  const extension = suffix && /\p{L}/u.test(suffix[1]!) ? suffix[1]! : null;
  if (!extensions || (extension && extensions.includes(extension.toLowerCase()))) return cleaned || "archivo";
  const stem = extension ? cleaned.slice(0, suffix!.index) : cleaned;
  return `${stem.trim() || "archivo"}.${extensions[0]}`;
}
