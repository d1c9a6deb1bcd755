import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";
import RouteCacheHandler, { expireTagsNow } from "@/server/platform/cache/route-cache-handler";
import { cacheClock, runWithRequestContext } from "@/server/platform/request/request-context";

/**
 * The production server's route cache (server/platform/cache/route-cache-handler.ts, docs/decisions.md §16),
 * on Next's own file-system cache in memory: a page rendered from data read before an edit is
 * never served as fresh after it, whichever way the wall clock (`Date.now()`, which Next uses to
 * date entries and expiries) is off from the clock Next compares them with.
 */
const require = createRequire(import.meta.url);
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js") as {
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
};

const handler = new RouteCacheHandler({
  flushToDisk: false,
  serverDistDir: "/nonexistent",
  maxMemoryCacheSize: 1 << 20,
  revalidatedTags: [],
});
const page = (tag: string) => ({ kind: "APP_PAGE", html: "<p>antes</p>", headers: { "x-next-cache-tags": tag }, status: 200 });
const context = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
const realNow = Date.now.bind(Date);

afterEach(() => vi.restoreAllMocks());

describe.each([
  ["ahead of", 250],
  ["behind", -250],
])("with the wall clock 250 ms %s Next's comparison clock", (_, skew) => {
  it("an edit's revalidateTag during a render expires what that render stores", async () => {
    vi.spyOn(Date, "now").mockImplementation(() => realNow() + skew);
    const tag = `operation:edit-${skew}`;
    const key = `/operations/edit-${skew}`;
    await runWithRequestContext({ requestId: "render", startedAt: cacheClock() }, async () => {
      await pause(); // the render reads the row…
      await handler.revalidateTag([tag], { expire: 0 }); // …the edit is saved…
      await pause();
      await handler.set(key, page(tag), { ...context, cacheControl: { revalidate: false } }); // …and the render is stored
    });
    expect(await handler.get(key, context)).toBeNull();
  });

  it("an expiry is never moved back by a later revalidateTag", async () => {
    vi.spyOn(Date, "now").mockImplementation(() => realNow() + skew);
    const tag = `operation:order-${skew}`;
    expireTagsNow([tag]);
    const first = tagsManifest.get(tag)!.expired!;
    await pause();
    await handler.revalidateTag(tag, { expire: 0 });
    const { stale, expired } = tagsManifest.get(tag)!;
    expect(expired).toBeGreaterThan(first);
    expect(expired).toBeLessThanOrEqual(cacheClock());
    expect(stale).toBe(expired);
  });
});

it("a page stored after an expiry, by a request that arrived after it, is served", async () => {
  const tag = "operation:fresh";
  expireTagsNow([tag]);
  await pause();
  await runWithRequestContext({ requestId: "render", startedAt: cacheClock() }, () =>
    handler.set("/operations/fresh", page(tag), { ...context, cacheControl: { revalidate: false } }),
  );
  expect(await handler.get("/operations/fresh", context)).toMatchObject({ value: { html: "<p>antes</p>" } });
});

describe("a render under way when an edit expires its page", () => {
  const key = "/operations/under-way";
  const tag = "operation:under-way";

  it("is waited for by a later lookup, which then misses and renders afresh", async () => {
    const render = { requestId: "render", startedAt: cacheClock() };
    expect(await runWithRequestContext(render, () => handler.get(key, context))).toBeNull(); // a miss: the render begins
    await pause();
    expireTagsNow([tag]); // the edit
    let answered = false;
    const lookup = handler.get(key, context).then((found) => ((answered = true), found));
    await pause();
    expect(answered).toBe(false); // Next would hand this request the render from before the edit
    await runWithRequestContext(render, () => handler.set(key, page(tag), { ...context, cacheControl: { revalidate: false } }));
    expect(await lookup).toBeNull(); // stored, and expired by the edit
  });

  it("is not waited for when it began after the last expiry", async () => {
    expireTagsNow([tag]);
    await pause();
    await runWithRequestContext({ requestId: "render", startedAt: cacheClock() }, () => handler.get(`${key}-2`, context));
    const started = performance.now();
    expect(await handler.get(`${key}-2`, context)).toBeNull();
    expect(performance.now() - started).toBeLessThan(100);
  });
});
