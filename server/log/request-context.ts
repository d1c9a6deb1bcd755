import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What server.ts knows about the request being handled, readable by any code that runs for it
 * (route handlers, pages, the session check): its id, and the signed-in user once the session is
 * resolved, so the request's log line can name them. One AsyncLocalStorage on globalThis, since
 * server.ts and Next's bundles each load their own copy of this module.
 */
export type RequestContext = { requestId: string; userId?: string };

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
