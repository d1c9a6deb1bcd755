import "server-only";
import { trustedOrigins } from "../auth/config";
import { HttpError } from "./errors";

/**
 * Cross-site request forgery guard for the sign-in routes: a browser always sends Origin on a
 * POST, and it must be this site. Requests without Origin (curl, server-to-server) carry no
 * ambient cookies of a victim and pass.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin === null) {
    if (request.headers.get("sec-fetch-site") === "cross-site") throw new HttpError(403, "Origen no permitido");
    return;
  }
  const own = new URL(request.url).origin;
  if (origin !== own && !trustedOrigins().includes(origin)) throw new HttpError(403, "Origen no permitido");
}
