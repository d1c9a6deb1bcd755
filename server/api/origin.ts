import "server-only";
import { trustedOrigins } from "../platform/auth-config";
import { AppError } from "../core/errors";

export const WRITE_GUARD_MESSAGES = {
  foreignOrigin: "Origen no permitido",
  notJson: "El cuerpo de la petición debe enviarse como JSON (application/json)",
  notFile: "El archivo debe enviarse como application/octet-stream",
} as const;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isWrite(request: Request): boolean {
  return !SAFE_METHODS.has(request.method);
}

/**
 * Cross-site request forgery guard of every write (route wrapper): a browser sends `Origin` on
 * every POST, PUT, PATCH and DELETE, and it must be this site (or one of its configured origins);
 * without `Origin`, `Sec-Fetch-Site: same-origin` is required. A request with neither is refused:
 * a page elsewhere cannot make the signed-in browser write, whatever it sends.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin === null) {
    if (request.headers.get("sec-fetch-site") === "same-origin") return;
    throw new AppError("forbidden", WRITE_GUARD_MESSAGES.foreignOrigin);
  }
  const own = new URL(request.url).origin;
  if (origin !== own && !trustedOrigins().includes(origin)) throw new AppError("forbidden", WRITE_GUARD_MESSAGES.foreignOrigin);
}

/**
 * An upload's body is the file's raw bytes, declared as `application/octet-stream` (never a type an
 * HTML form can send). The file's real type is read from its bytes, not from this header.
 */
export function assertFileBody(request: Request): void {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/octet-stream\s*(;|$)/i.test(type)) throw new AppError("unsupported-type", WRITE_GUARD_MESSAGES.notFile);
}

/**
 * A write that carries a body must declare it as JSON. An HTML form (form-encoded, multipart,
 * text/plain) can be posted from anywhere without a preflight; a JSON body cannot.
 */
export function assertJsonBody(request: Request): void {
  const type = request.headers.get("content-type");
  const length = request.headers.get("content-length");
  const hasBody = type !== null || (length !== null && length !== "0") || request.headers.has("transfer-encoding");
  if (hasBody && !/^application\/json\s*(;|$)/i.test(type ?? "")) throw new AppError("unsupported-type", WRITE_GUARD_MESSAGES.notJson);
}
