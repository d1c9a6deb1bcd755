import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowRenderListeners, RESPONSE_MAX_LISTENERS } from "@/server/platform/node/response-listeners";

/**
 * server.ts in miniature: its per-request hooks, then "Next" adding the `close` listeners a page's
 * first render adds to the response and never removes (12 measured on a production build: the
 * request log's and the drain's, the router's, two abort signals', two per render pass for two
 * passes, two to stream the page). Node warned `MaxListenersExceededWarning ... close listeners
 * added to [ServerResponse]` on such renders; the production test checks the real server too.
 */
const NEXT_FIRST_RENDER_LISTENERS = 12;

function serve(allow: boolean) {
  return http.createServer((req, res) => {
    if (allow) allowRenderListeners(res);
    for (let i = 0; i < NEXT_FIRST_RENDER_LISTENERS; i++) res.on("close", () => {});
    res.end("ok");
  });
}

const servers = { fixed: serve(true), unfixed: serve(false) };
const bases: Record<keyof typeof servers, string> = { fixed: "", unfixed: "" };
beforeAll(async () => {
  for (const [name, server] of Object.entries(servers) as [keyof typeof servers, http.Server][]) {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    bases[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
});
afterAll(async () => {
  for (const server of Object.values(servers)) await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The process warnings while `requests` requests are answered, one after another on a kept-alive connection. */
async function warningsDuring(base: string, requests: number): Promise<string[]> {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  process.on("warning", onWarning);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < requests; i++) {
      await new Promise<void>((resolve, reject) => {
        http.get(`${base}/page?i=${i}`, { agent }, (response) => response.resume().on("end", resolve)).on("error", reject);
      });
    }
    agent.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50)); // warnings are emitted on a later tick
  } finally {
    process.off("warning", onWarning);
  }
  return warnings;
}

describe("the close listeners Next adds to each response", () => {
  it("warned of a leak on every such render without the raised limit", async () => {
    const warnings = await warningsDuring(bases.unfixed, 3);
    expect(warnings.filter((w) => w.startsWith("MaxListenersExceededWarning"))).toHaveLength(3);
    expect(warnings[0]).toContain("close listeners added to [ServerResponse]");
  });

  it("warn of nothing with it, over many requests, and leave no listener behind on the server or the connection", async () => {
    const server = servers.fixed;
    const sockets: import("node:net").Socket[] = [];
    server.on("connection", (socket) => sockets.push(socket));
    const listeners = (emitter: NodeJS.EventEmitter) =>
      emitter.eventNames().map((name) => `${String(name)}:${emitter.listenerCount(name)}`);
    const before = listeners(server);
    expect(await warningsDuring(bases.fixed, 1)).toEqual([]);
    expect(sockets).toHaveLength(1);
    const afterOne = listeners(sockets[0]!);
    expect(await warningsDuring(bases.fixed, 50)).toEqual([]);
    expect(listeners(server)).toEqual(before);
    // A new connection for the second run: its listeners are those of the first after one request.
    expect(sockets).toHaveLength(2);
    expect(listeners(sockets[1]!)).toEqual(afterOne);
  });

  it("still allows only a bounded number per response", () => {
    expect(RESPONSE_MAX_LISTENERS).toBeGreaterThan(NEXT_FIRST_RENDER_LISTENERS);
    expect(RESPONSE_MAX_LISTENERS).toBeLessThanOrEqual(32);
  });
});
