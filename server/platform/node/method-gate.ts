import type { IncomingMessage, ServerResponse } from "node:http";
import { writeJson } from "./write-json";

/**
 * What server.ts answers itself, before Next sees a request, so that nothing a client sends can
 * reach (or poison) a prerendered page's cache:
 *  - a path whose percent-encoding is malformed (`/operations/%E0%A4%A`) is rewritten to a path
 *    that matches nothing, so Next renders its not-found page (404) instead of failing with a
 *    plain-text 500; an API path gets a JSON 400;
 *  - pages, metadata routes and static files accept only GET and HEAD: OPTIONS gets 204 with
 *    `Allow`, any other method 405 (never cached). Next would otherwise answer them from, or store
 *    them in, the prerendered page's cache entry (an OPTIONS hung the page; a POST cached a 405).
 * Route handlers under /api/ declare their own methods and Next answers the others.
 * It also drops the header with which Next marks its own sub-requests: sent by a client, it once
 * made Next skip the proxy (CVE-2025-29927; fixed in the pinned version, refused here anyway).
 */
export const ALLOWED_PAGE_METHODS = "GET, HEAD, OPTIONS";
const UNKNOWN_PATH = "/_ruta-no-valida";

export function gateRequest(req: IncomingMessage, res: ServerResponse): boolean {
  delete req.headers["x-middleware-subrequest"];
  const url = req.url ?? "/";
  const path = url.split("?", 1)[0]!;
  const isApi = path === "/api" || path.startsWith("/api/");

  if (!isWellEncoded(path)) {
    if (isApi) {
      writeJson(req, res, 400, { error: "Dirección no válida" });
      return true;
    }
    req.url = UNKNOWN_PATH;
    if (req.method !== "GET" && req.method !== "HEAD") return answerMethodNotAllowed(req, res);
    return false;
  }
  if (isApi || req.method === "GET" || req.method === "HEAD") return false;
  return answerMethodNotAllowed(req, res);
}

function answerMethodNotAllowed(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === "OPTIONS") {
    res.writeHead(204, { allow: ALLOWED_PAGE_METHODS, "cache-control": "no-store" });
    res.end();
    return true;
  }
  writeJson(req, res, 405, { error: "Método no permitido" }, { allow: ALLOWED_PAGE_METHODS });
  return true;
}

function isWellEncoded(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
