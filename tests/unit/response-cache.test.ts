import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bumpPublicCacheEpoch } from "@/server/platform/cache/public-cache-epoch";
import { ResponseCache } from "@/server/platform/node/response-cache";

/** A stand-in for Next's handler: counts calls and answers like a prerendered page. */
let calls = 0;
let cacheControl = "s-maxage=2592000, stale-while-revalidate=28944000";
let setCookie: string | null = null;
let status = 200;
let nextCache: string | null = null; // Next's x-nextjs-cache
let gzip = false; // answer gzip to a client that accepts it, as Next does
/** While set, the handler holds its answers until it is called (a render in flight). */
let hold: Promise<void> | null = null;

const cache = new ResponseCache();
const server = http.createServer((req, res) => {
  const key = cache.keyOf(req);
  if (key && cache.serve(req, res, key)) return;
  if (key) cache.capture(res, key);
  if (hold) return void hold.then(() => answer(req, res));
  answer(req, res);
});

function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  calls++;
  res.statusCode = status;
  res.setHeader("cache-control", cacheControl);
  res.setHeader("etag", '"v1"');
  if (setCookie) res.setHeader("set-cookie", setCookie);
  if (nextCache) res.setHeader("x-nextjs-cache", nextCache);
  const page = `<html>${req.url} ${req.headers["accept-encoding"] ?? "identity"} #${calls}</html>`;
  if (gzip && String(req.headers["accept-encoding"]).includes("gzip")) {
    res.setHeader("content-encoding", "gzip");
    res.end(zlib.gzipSync(page.repeat(50)));
    return;
  }
  res.write(`<html>${req.url} `);
  res.end(`${req.headers["accept-encoding"] ?? "identity"} #${calls}</html>`);
}
let base = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  bumpPublicCacheEpoch(); // every test starts with an empty cache
  calls = 0;
  cacheControl = "s-maxage=2592000, stale-while-revalidate=28944000";
  setCookie = null;
  status = 200;
  nextCache = null;
  gzip = false;
  hold = null;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { "accept-encoding": "identity", ...headers } });

describe("in-process copy of cacheable public responses", () => {
  it("replays the very same body and headers without calling the handler again", async () => {
    const first = await get("/operations");
    const body = await first.text();
    const second = await get("/operations");
    expect(await second.text()).toBe(body);
    expect(second.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    expect(second.headers.get("etag")).toBe('"v1"');
    expect(calls).toBe(1);
  });

  it("keeps one copy per Accept-Encoding", async () => {
    await get("/", { "accept-encoding": "gzip" });
    await get("/", { "accept-encoding": "identity" });
    expect(await (await get("/", { "accept-encoding": "gzip" })).text()).toContain("gzip #1");
    expect(calls).toBe(2);
  });

  it("forgets everything when the public cache tags are invalidated", async () => {
    await get("/operations/piso-en-triana");
    bumpPublicCacheEpoch();
    expect(await (await get("/operations/piso-en-triana")).text()).toContain("#2");
  });

  it("keeps no answer of a path while a request for it from before an invalidation is still being answered", async () => {
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    const before = get("/contact"); // arrives, then its render is held
    await new Promise((resolve) => setTimeout(resolve, 50));
    bumpPublicCacheEpoch(); // an edit, while that render is in flight
    hold = null;
    expect(await (await get("/contact")).text()).toContain("#1"); // may have been handed the old render: not kept
    expect(await (await get("/contact")).text()).toContain("#2");
    release();
    expect(await (await before).text()).toContain("#3"); // the held one, from before the edit: not kept either
    expect(await (await get("/contact")).text()).toContain("#4"); // nothing in flight any more: kept
    expect(await (await get("/contact")).text()).toContain("#4");
  });

  it("answers 304 to a matching If-None-Match", async () => {
    await get("/contact");
    const response = await get("/contact", { "if-none-match": '"v1"' });
    expect(response.status).toBe(304);
    expect(calls).toBe(1);
  });

  it("never keeps private, cookie-setting or failed responses", async () => {
    cacheControl = "private, no-cache, no-store";
    await get("/how-it-works");
    await get("/how-it-works");
    cacheControl = "s-maxage=60";
    setCookie = "a=b";
    await get("/operations");
    await get("/operations");
    setCookie = null;
    status = 404;
    await get("/operations/nope");
    await get("/operations/nope");
    expect(calls).toBe(6);
  });

  it("never keeps what Next served from an entry past its time while it renders the page again", async () => {
    nextCache = "STALE";
    await get("/operations");
    nextCache = "MISS";
    await get("/operations");
    await get("/operations");
    expect(calls).toBe(2);
  });

  it("leaves alone everything that is not a plain GET of a public path", async () => {
    for (const path of ["/admin", "/investor", "/api/auth/user", "/operations?_rsc=1", "/api/transactions"]) {
      await get(path);
      await get(path);
    }
    await get("/", { rsc: "1" });
    await get("/", { rsc: "1" });
    await fetch(`${base}/api/contact`, { method: "POST", body: "{}" });
    await fetch(`${base}/api/contact`, { method: "POST", body: "{}" });
    expect(calls).toBe(14);
  });

  it("re-encodes the copy in Brotli for a browser that accepts it: the same page once decoded, Next called once", async () => {
    gzip = true;
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const first = await get("/operations", browser);
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const page = await first.text();
    let again = await get("/operations", browser);
    for (let tries = 0; again.headers.get("content-encoding") !== "br" && tries < 50; tries++) {
      await again.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await get("/operations", browser);
    }
    expect(again.headers.get("content-encoding")).toBe("br");
    expect(Number(again.headers.get("content-length"))).toBeLessThan(Number(first.headers.get("content-length")));
    expect(await again.text()).toBe(page);
    expect(again.headers.get("etag")).toBe('"v1"');
    expect(calls).toBe(1);
  });

  it("keeps Next's gzip for a browser that does not accept Brotli", async () => {
    gzip = true;
    for (const encoding of ["gzip", "gzip, br;q=0"]) {
      const first = await get("/contact", { "accept-encoding": encoding });
      await first.text();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await get("/contact", { "accept-encoding": encoding });
      expect(again.headers.get("content-encoding"), encoding).toBe("gzip");
      expect(await again.text()).toBe(await (await get("/contact", { "accept-encoding": encoding })).text());
    }
    expect(calls).toBe(2);
  });
});
