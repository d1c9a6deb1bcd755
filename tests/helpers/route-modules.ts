import path from "node:path";

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
