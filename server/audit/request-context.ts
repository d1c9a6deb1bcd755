import { AsyncLocalStorage } from "node:async_hooks";
import { clientAddress } from "../http/client-address";

/**
 * The request a server function runs for, as the audit log needs it: set once by the route
 * wrapper (server/http/handler.ts) around each handler, so that every write below it can say from
 * which address it came without each function passing the request along. Outside a request (tests
 * calling server functions directly, the command-line tools) there is none and the address is null.
 */
type RequestContext = { headers: Headers; address?: string };

const storage = new AsyncLocalStorage<RequestContext>();

export function withRequestContext<T>(request: Request, run: () => T): T {
  return storage.run({ headers: request.headers }, run);
}

/** The client's address of the current request (computed once), or null outside a request. */
export function requestAddress(): string | null {
  const context = storage.getStore();
  if (!context) return null;
  context.address ??= clientAddress(context.headers);
  return context.address.slice(0, 64) || null;
}
