import path from "node:path";
import type { OwnershipFixtures } from "./fixtures";
import { jsonRequest } from "./http";

/**
 * The route handlers under app/api, found by the test runner (so a new route is seen without being
 * listed), for the tests that walk all of them: the authorisation matrix, the audit matrix, the
 * fuzz test of the writing routes.
 */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
export type RouteTarget = { key: string; route: string; method: Method; handler: RouteHandler };

const routeModules = import.meta.glob<Record<string, unknown>>("/app/api/**/route.ts");

const routeOf = (file: string) => path.posix.dirname(file).replace(/^\/app/, "");

/** Every handler exported for one of `methods`, as "METHOD /api/…" with the handler itself. */
export async function routeHandlers(methods: readonly Method[]): Promise<RouteTarget[]> {
  const targets: RouteTarget[] = [];
  for (const [file, load] of Object.entries(routeModules)) {
    const exports = await load();
    for (const method of methods) {
      const handler = exports[method];
      if (typeof handler === "function")
        targets.push({ key: `${method} ${routeOf(file)}`, route: routeOf(file), method, handler: handler as RouteHandler });
    }
  }
  return targets;
}

export async function handlerFor(route: string, method: Method): Promise<RouteHandler> {
  const found = (await routeHandlers([method])).find((target) => target.route === route);
  if (!found) throw new Error(`${route} exports no ${method}`);
  return found.handler;
}

/** How a matrix row calls its route, beyond the "METHOD /api/…" that names it. */
export type RouteCall = {
  /** The value of the path's `[id]`. */
  id?: (f: OwnershipFixtures) => string;
  /** The values of the path's other `[name]` segments. */
  params?: (f: OwnershipFixtures) => Record<string, string>;
  /** What follows the path: `?…`. */
  query?: (f: OwnershipFixtures) => string;
  /** A body that is not JSON (an upload's raw bytes), with its content type. */
  raw?: { body: string; contentType: string };
};

/**
 * Calls the handler of `key` ("METHOD /api/…") as a browser would: the path with its segments
 * filled in, the session `cookie` if any, a JSON `body` or the call's raw bytes, from `peer`
 * (`origin` another site's for a cross-site write).
 */
export async function callRoute(
  key: string,
  call: RouteCall,
  f: OwnershipFixtures,
  init: { cookie?: string; body?: unknown; peer?: string; origin?: string } = {},
): Promise<Response> {
  const [method, route] = key.split(" ") as [Method, string];
  const params: Record<string, string> = { ...call.params?.(f), ...(call.id ? { id: call.id(f) } : {}) };
  const path = route.replace(/\[(\w+)\]/g, (segment, name: string) => {
    if (params[name] === undefined) throw new Error(`${key}: no value for ${segment}`);
    return params[name];
  });
  const request = jsonRequest(method, `${path}${call.query?.(f) ?? ""}`, {
    headers: {
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.origin ? { origin: init.origin } : {}),
      ...(call.raw ? { "content-type": call.raw.contentType } : {}),
    },
    peer: init.peer,
    body: init.body,
    rawBody: call.raw?.body,
  });
  return (await handlerFor(route, method))(request, { params: Promise.resolve(params) });
}
