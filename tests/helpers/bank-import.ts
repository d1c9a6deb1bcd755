import { POST as importRoute } from "@/app/api/bank-statements/route";
import { CLIENT_ADDRESS_HEADER } from "@/server/platform/request/internal-headers";
import { BASE, params } from "./http";

/** `POST /api/bank-statements` with a file's bytes, as the back-office's upload sends them (signed out without `cookie`). */
export function uploadStatement(
  bytes: Uint8Array,
  { cookie, name = "extracto.xml" }: { cookie?: string; name?: string },
): Promise<Response> {
  const headers = new Headers({
    origin: BASE,
    "content-type": "application/octet-stream",
    "x-file-name": encodeURIComponent(name),
    [CLIENT_ADDRESS_HEADER]: "127.0.0.1",
  });
  if (cookie) headers.set("cookie", cookie);
  return importRoute(new Request(`${BASE}/api/bank-statements`, { method: "POST", headers, body: Buffer.from(bytes) }), params({}));
}
