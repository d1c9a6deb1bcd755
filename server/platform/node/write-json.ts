import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * A small JSON answer written by server.ts itself, never cached (health checks, the method gate).
 * A HEAD request gets the same headers without the body.
 */
export function writeJson(req: IncomingMessage, res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
  });
  res.end(req.method === "HEAD" ? undefined : text);
}
