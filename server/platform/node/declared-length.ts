import type { ServerResponse } from "node:http";
import { DECLARED_LENGTH_HEADER } from "../request/internal-headers";

/** Makes `res` send its declared length as Content-Length, unless its body is re-encoded (compressed). */
export function restoreDeclaredLength(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    const declared = this.getHeader(DECLARED_LENGTH_HEADER);
    if (declared !== undefined) {
      this.removeHeader(DECLARED_LENGTH_HEADER);
      if (/^\d+$/.test(String(declared)) && !this.hasHeader("content-encoding")) this.setHeader("content-length", String(declared));
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
