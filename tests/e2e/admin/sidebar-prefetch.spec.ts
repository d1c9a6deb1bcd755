import { expect, test, type Page, type Request } from "@playwright/test";
import { AREA_NAV } from "@/components/layout/area-nav";
import { open, SIGNED_IN } from "../auth/helpers";

test.use({ storageState: SIGNED_IN.admin, viewport: { width: 1366, height: 800 } });

/** A request of the router's prefetch (the RSC payload of a page not shown yet). */
const isPrefetch = (request: Request) => request.headers()["next-router-prefetch"] === "1";

/** The prefetches the page makes from now on, with their bytes. */
function prefetches(page: Page) {
  const seen: { path: string; bytes: number }[] = [];
  page.on("requestfinished", (request) => {
    if (!isPrefetch(request)) return;
    void request.sizes().then((sizes) => seen.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize }));
  });
  return seen;
}

/**
 * Issue 67, item 6: an admin page no longer downloads its sidebar's pages as it loads; a link's page is prefetched
 * once the admin points at it (hover) or reaches it with the keyboard (focus). The bytes are logged for the note.
 */
test("the sidebar's links prefetch on intent, not all at load", async ({ page }) => {
  const seen = prefetches(page);
  await open(page, "/admin/transactions");
  await page.waitForLoadState("networkidle");
  // The router prefetches what is on screen once the page is idle: given that time, and its answers awaited.
  await page.waitForTimeout(3_000);
  await page.waitForLoadState("networkidle");
  const all = seen.reduce((sum, prefetch) => sum + prefetch.bytes, 0);
  const sidebar = new Set(AREA_NAV.admin.map((item) => item.href));
  const atLoad = seen.filter((prefetch) => sidebar.has(prefetch.path));
  console.log(
    `prefetched at load: ${seen.length} requests, ${all} bytes; of the sidebar's pages ${new Set(atLoad.map((p) => p.path)).size}, ${atLoad.reduce((sum, p) => sum + p.bytes, 0)} bytes`,
  );
  expect(atLoad.map((prefetch) => prefetch.path)).toEqual([]);

  const nav = page.getByRole("navigation", { name: "Administración" });
  await nav.getByRole("link", { name: "Banco", exact: true }).hover();
  await expect.poll(() => seen.some((prefetch) => prefetch.path === "/admin/banco")).toBe(true);
  await nav.getByRole("link", { name: "Fiscalidad", exact: true }).focus();
  await expect.poll(() => seen.some((prefetch) => prefetch.path === "/admin/fiscalidad")).toBe(true);
  // Each page's prefetch is two requests (its tree, then its segment).
  const prefetched = new Set(seen.filter((prefetch) => sidebar.has(prefetch.path)).map((prefetch) => prefetch.path));
  expect([...prefetched].sort()).toEqual(["/admin/banco", "/admin/fiscalidad"]);
});
