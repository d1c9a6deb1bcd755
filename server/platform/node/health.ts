import type { IncomingMessage, ServerResponse } from "node:http";
import { readiness } from "../health/readiness";
import { writeJson } from "./write-json";

/**
 * The two health addresses, answered by server.ts before the response cache, the proxy and Next:
 *  - `GET /api/health`: live, the process answers (200 `{"status":"ok"}`), even while starting;
 *  - `GET /api/health/ready`: 200 when every required readiness check passes (database
 *    reachable, migrations applied, the PostgreSQL listener up, the object store answering), with
 *    status `listo`, or `degradado` when an optional one fails (the SMTP server); else 503 with
 *    `Retry-After`; while stopping, 503 `deteniendo`. Answered within about 2 s whatever hangs
 *    (server/platform/health/readiness.ts). The body holds statuses only, never data or error details.
 * Returns whether the request was one of them.
 */
export const HEALTH_PATH = "/api/health";
export const READY_PATH = "/api/health/ready";

export function isHealthPath(path: string): boolean {
  return path === HEALTH_PATH || path === READY_PATH;
}

export function answerHealth(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (!isHealthPath(path)) return false;
  if (req.method !== "GET" && req.method !== "HEAD") {
    writeJson(req, res, 405, { error: "Método no permitido" }, { allow: "GET, HEAD" });
    return true;
  }
  if (path === HEALTH_PATH) {
    writeJson(req, res, 200, { status: "ok" });
    return true;
  }
  void readiness().then(
    ({ ready, status, checks }) => writeJson(req, res, ready ? 200 : 503, { status, checks }, ready ? {} : { "retry-after": "1" }),
    () => writeJson(req, res, 503, { status: "no-listo" }, { "retry-after": "1" }),
  );
  return true;
}
