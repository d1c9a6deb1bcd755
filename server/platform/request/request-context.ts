import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/**
 * The one context of the request being handled, readable by any code that runs for it (route
 * handlers, pages, the session check, the audit log): its id and the signed-in user once the session
 * is resolved, so the request's log line can name them (set by server.ts), and the request's headers,
 * from which the audit log reads the client's address (attached by the route wrapper). One
 * AsyncLocalStorage on globalThis, since server.ts and Next's bundles each load their own copy of
 * this module.
 */
export type RequestContext = {
  requestId: string;
  /** When the request arrived, on the clock Next's cache compares tag expiries with (server/platform/cache/route-cache-handler.ts). */
  startedAt?: number;
  userId?: string;
  headers?: Headers;
  address?: string;
};

/** Now, on the clock Next's cache uses for its entries and tag expiries (`performance.timeOrigin + performance.now()`). */
export const cacheClock = (): number => performance.timeOrigin + performance.now();

const holder = globalThis as typeof globalThis & { __clubRequestContext?: AsyncLocalStorage<RequestContext> };
const storage = () => (holder.__clubRequestContext ??= new AsyncLocalStorage<RequestContext>());

/** The header that carries the request id to Next's handlers and back to the client. */
export const REQUEST_ID_HEADER = "x-request-id";

export function runWithRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage().run(context, run);
}

export function requestContext(): RequestContext | undefined {
  return storage().getStore();
}

/** Records the signed-in user of the current request (for its log line). */
export function noteRequestUser(userId: string): void {
  const context = storage().getStore();
  if (context) context.userId = userId;
}

/**
 * A route handler's request headers, attached to the request's context. Without server.ts around it
 * (tests calling handlers directly) a context is started here; outside any request there is none,
 * and the audit log records no address.
 */
export function withRequestHeaders<T>(headers: Headers, run: () => T): T {
  const current = storage().getStore();
  if (current) {
    current.headers = headers;
    return run();
  }
  return storage().run({ requestId: headers.get(REQUEST_ID_HEADER) ?? randomUUID(), headers }, run);
}
