import "server-only";

/** An uploaded file's original name from `X-File-Name`: decoded, stripped of any path and control characters; `fallback` when empty. */
export function uploadedFileName(header: string | null, fallback: string): string {
  let name = header ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // keep it as sent
  }
  name = name
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .split(/[\\/]/)
    .pop()!
    .trim()
    .slice(0, 200);
  return name || fallback;
}
