import type { IncomingMessage, ServerResponse } from "node:http";
import { OUTAGE_RETRY_AFTER_SECONDS } from "../outage";

import { databaseAnswers } from "../outage";

/** How long a database that answered is taken to be up for the pages that follow. */
export const PAGE_PROBE_MEMORY_MS = 1_000;

/**
 * `databaseAnswers(probe)` for the page documents: one probe at a time, and an answer remembered
 * for `memoryMs`, so a signed-in screen does not pay a round trip per request (the pages of a
 * database that has just gone down may still reach Next within that second).
 */
export function pageProbe(probe: () => Promise<unknown>, memoryMs = PAGE_PROBE_MEMORY_MS, now = () => performance.now()) {
  let answeredAt = -Infinity;
  let inFlight: Promise<boolean> | null = null;
  return (): Promise<boolean> => {
    if (now() - answeredAt < memoryMs) return Promise.resolve(true);
    inFlight ??= databaseAnswers(probe).then((up) => {
      inFlight = null;
      if (up) answeredAt = now();
      return up;
    });
    return inFlight;
  };
}

/**
 * A page render that cannot reach the database must not answer 200. Next sends a page's shell
 * (status 200) before the parts inside Suspense boundaries have read their data, so a read that
 * fails there can no longer change the status: the visitor got an empty 200 (the log said 500,
 * the status Next set after the headers had left). server.ts therefore asks the database one
 * bounded `SELECT 1` (shared, and remembered for a second: `pageProbe`) before it hands a page document to Next, and when it gets no answer it sends
 * this Spanish 503 page with `Retry-After` itself. Not `server-only`: server.ts uses it.
 */

const MESSAGE = "El servidor no puede acceder a sus datos en este momento. Inténtalo de nuevo en unos segundos.";

const PAGE = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Servicio no disponible · Club Inversión Hipotecaria</title></head>
<body>
<main role="alert">
<h1>Servicio no disponible</h1>
<p>${MESSAGE}</p>
<p><a href="">Reintentar</a> · <a href="/">Ir al inicio</a></p>
</main>
</body>
</html>
`;

/**
 * A request for a page's HTML, which Next renders: GET or HEAD, outside the API, Next's own
 * assets and the metadata files (a last segment with a dot: robots.txt, icon.svg…). A client-side
 * navigation's RSC request is left to Next: the page's error boundary shows the Spanish error.
 */
export function isPageDocument(req: IncomingMessage, path: string): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers.rsc !== undefined) return false;
  if (path.startsWith("/api/") || path === "/api" || path.startsWith("/_next/")) return false;
  return !path.slice(path.lastIndexOf("/") + 1).includes(".");
}

/** The Spanish 503 page, never cached; a HEAD gets its headers only. */
export function answerUnavailablePage(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(503, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(PAGE),
    "cache-control": "no-store",
    "retry-after": String(OUTAGE_RETRY_AFTER_SECONDS),
  });
  res.end(req.method === "HEAD" ? undefined : PAGE);
}
