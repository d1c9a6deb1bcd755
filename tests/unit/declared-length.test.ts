import http from "node:http";
import type { AddressInfo } from "node:net";
import { NodeNextRequest, NodeNextResponse } from "next/dist/server/base-http/node";
import { sendResponse } from "next/dist/server/send-response";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreDeclaredLength } from "@/server/platform/node/declared-length";
import { DECLARED_LENGTH_HEADER } from "@/server/platform/request/internal-headers";

/**
 * server.ts in miniature around Next's own sendResponse, which forwards a route handler's
 * Response: it drops Content-Length, so a HEAD on a file had none and a GET came chunked. A route
 * that declares its length (server/files/serve-file.ts) gets it back from restoreDeclaredLength.
 */
const BODY = "%PDF-1.7 ab";

function serve(restore: boolean) {
  return http.createServer((req, res) => {
    if (restore) restoreDeclaredLength(res);
    const length = String(Buffer.byteLength(BODY));
    // As Next's compression does for a compressible type (never one of the stored files' types).
    if (req.url?.includes("gzip")) res.setHeader("content-encoding", "gzip");
    const response = new Response(req.method === "HEAD" ? null : BODY, {
      headers: {
        "content-type": "application/pdf",
        "content-length": length,
        [DECLARED_LENGTH_HEADER]: length,
      },
    });
    void sendResponse(new NodeNextRequest(req), new NodeNextResponse(res), response);
  });
}

const servers = { restored: serve(true), plain: serve(false) };
const bases: Record<keyof typeof servers, string> = { restored: "", plain: "" };
beforeAll(async () => {
  for (const [name, server] of Object.entries(servers) as [keyof typeof servers, http.Server][]) {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    bases[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
});
afterAll(async () => {
  for (const server of Object.values(servers)) await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The raw head of an answer (fetch would add nothing, but says nothing of chunking either). */
function rawHead(base: string, method: string, path = "/file"): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method }, (response) => {
      response.resume();
      resolve(response);
    });
    request.on("error", reject).end();
  });
}

describe("the Content-Length a file route declares", () => {
  it("Next's sendResponse alone drops it: no length on HEAD, a chunked GET", async () => {
    expect((await rawHead(bases.plain, "HEAD")).headers["content-length"]).toBeUndefined();
    expect((await rawHead(bases.plain, "GET")).headers["transfer-encoding"]).toBe("chunked");
  });

  it("is sent as Content-Length on HEAD and GET, and the declaring header never reaches the client", async () => {
    for (const method of ["HEAD", "GET"]) {
      const head = await rawHead(bases.restored, method);
      expect(head.headers["content-length"], method).toBe(String(Buffer.byteLength(BODY)));
      expect(head.headers["transfer-encoding"], method).toBeUndefined();
      expect(head.headers[DECLARED_LENGTH_HEADER], method).toBeUndefined();
    }
    expect(await (await fetch(`${bases.restored}/file`)).text()).toBe(BODY);
  });

  it("is left out when the body is re-encoded (its length is no longer the file's)", async () => {
    const head = await rawHead(bases.restored, "HEAD", "/file?gzip");
    expect(head.headers["content-length"]).toBeUndefined();
    expect(head.headers[DECLARED_LENGTH_HEADER]).toBeUndefined();
  });
});
