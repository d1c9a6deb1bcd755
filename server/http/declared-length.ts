import type { ServerResponse } from "node:http";

/**
 * Next drops the Content-Length of a route handler's Response (it may have decoded the body it
 * forwards), so a HEAD on a file had none and a GET came chunked. A route that knows its body's
 * length exactly (a stored file) declares it in this header; server.ts turns it back into
 * Content-Length as the head is written (restoreDeclaredLength), and it never reaches the client.
 */
export const DECLARED_LENGTH_HEADER = "x-declared-content-length";

/** Makes `res` send its declared length as Content-Length, unless its body is re-encoded (compressed). */
export function restoreDeclaredLength(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    const declared = this.getHeader(DECLARED_LENGTH_HEADER);
    if (declared !== undefined) {
      this.removeHeader(DECLARED_LENGTH_HEADER);
      if (/^\d+$/.test(String(declared)) && !this.hasHeader("content-encoding")) this.setHeader("content-length", String(declared));
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
