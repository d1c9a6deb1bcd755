import { CLIENT_ADDRESS_HEADER } from "@/server/platform/request/internal-headers";

export const BASE = "http://localhost:3000";

type Init = { body?: unknown; rawBody?: string; headers?: Record<string, string>; peer?: string };

/**
 * A request as a browser on the site sends it and server.ts hands it to Next: the site's own
 * Origin (writes are refused without it) and the peer address header set.
 */
export function jsonRequest(method: string, path: string, init: Init = {}): Request {
  const headers = new Headers(init.headers);
  headers.set(CLIENT_ADDRESS_HEADER, init.peer ?? "127.0.0.1");
  if (!headers.has("origin")) headers.set("origin", BASE);
  let body: string | undefined = init.rawBody;
  if (init.body !== undefined) body = JSON.stringify(init.body);
  if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  return new Request(`${BASE}${path}`, { method, headers, body });
}

export function params<P>(value: P) {
  return { params: Promise.resolve(value) };
}
