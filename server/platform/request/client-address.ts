import "server-only";
import { env } from "../env";
import { CLIENT_ADDRESS_HEADER } from "./internal-headers";

/**
 * The client's address, for rate limits. X-Forwarded-For is believed only as far as configured
 * proxies go: with TRUSTED_PROXY_HOPS = N, the entry appended by the outermost trusted proxy (N-th
 * from the right). Otherwise the TCP peer that server.ts recorded, which a client cannot forge.
 */
export function clientAddress(headers: Headers, hops = env().TRUSTED_PROXY_HOPS): string {
  const peer = headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
  if (hops === 0) return peer;
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - hops] ?? peer;
}
