import "server-only";
import { clientAddress } from "../platform/request/client-address";
import { requestContext } from "../platform/request/request-context";

/** The client's address of the current request (computed once), or null outside a request. */
export function requestAddress(): string | null {
  const context = requestContext();
  if (!context?.headers) return null;
  context.address ??= clientAddress(context.headers);
  return context.address.slice(0, 64) || null;
}
