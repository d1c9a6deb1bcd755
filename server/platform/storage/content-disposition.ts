/**
 * The Content-Disposition header that offers a stored file under its original name (RFC 6266):
 * an ASCII `filename="…"` for old clients and `filename*=UTF-8''…` (RFC 5987) for the rest.
 * Quotes, backslashes, control characters (CR/LF included) and path separators never reach the
 * header, so a name cannot inject a header or a path.
 */
export function contentDisposition(
  originalName: string,
  { inline = false, fallback = "archivo" }: { inline?: boolean; fallback?: string } = {},
): string {
  const name = cleanName(originalName) || fallback;
  const ascii = asciiFallback(name) || fallback;
  const type = inline ? "inline" : "attachment";
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

const MAX_NAME_LENGTH = 200;

function cleanName(name: string): string {
  const cleaned = name
    .toWellFormed()
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "")
    .replace(/[/\\]/g, "_")
    .trim()
    .replace(/^\.+/, "");
  return [...cleaned].slice(0, MAX_NAME_LENGTH).join("");
}

function asciiFallback(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents: "contratación" → "contratacion"
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["%;\\]/g, "_")
    .trim();
}

// RFC 5987 attr-char keeps ALPHA / DIGIT / "!#$&+-.^_`|~"; encodeURIComponent also leaves "'()*".
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
