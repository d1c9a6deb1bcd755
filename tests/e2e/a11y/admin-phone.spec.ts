import { expect, test, type Page } from "@playwright/test";
import { AREA_NAV } from "@/components/layout/area-nav";
import { open, SIGNED_IN } from "../auth/helpers";

test.use({ storageState: SIGNED_IN.admin, viewport: { width: 390, height: 844 } });

/**
 * What sticks out of a 390 px phone on the page: whether the page scrolls sideways, and, for the
 * first rows of its lists, those whose name (first cell) and actions are not both on the screen
 * at once (each row is a card there: components/shared/stacked-table.ts).
 */
function layout(page: Page) {
  return page.evaluate(() => {
    const inView = (element: Element) => {
      const at = element.getBoundingClientRect();
      return at.width > 0 && at.left >= 0 && at.right <= window.innerWidth;
    };
    const rows = [...document.querySelectorAll<HTMLElement>("main [data-testid=data-row]")].slice(0, 3);
    const width = document.documentElement.clientWidth;
    // What sticks out, the innermost first: says where to look when the page scrolls sideways.
    const sticking = [...document.querySelectorAll<HTMLElement>("main *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !element.querySelector("*"))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} «${element.textContent?.slice(0, 40)}»`);
    return {
      scrollsSideways: document.documentElement.scrollWidth > width,
      sticking,
      rows: rows.length,
      // A row with actions (its menu, "Acciones de …") shows them with its name; a read-only row (Actividad) its name.
      hidden: rows
        .filter((row) => {
          const name = row.querySelector("td");
          const actions = row.querySelector("button[aria-label^='Acciones de']");
          if (!name || !inView(name)) return true;
          return actions !== null && (!inView(actions) || row.getBoundingClientRect().height > window.innerHeight);
        })
        .map((row) => row.textContent?.slice(0, 60)),
    };
  });
}

test("on a 390 px phone no admin page is wider than the screen, and each row shows its name with its actions", async ({ page }) => {
  test.setTimeout(180_000);
  const api = page.request;
  const { id } = (await (await api.get("/api/operations/slug/piso-en-chamberi-credito-hipotecario-npl")).json()) as { id: string };
  const investors = (await (await api.get("/api/users?limit=5")).json()) as { id: string }[];
  const paths = [
    ...AREA_NAV.admin.map((item) => (item.href === "/admin" || item.href === "/admin/settings" ? item.href : `${item.href}?pageSize=10`)),
    `/admin/operations/${id}`,
    `/admin/inversores/${investors[0]!.id}`,
    "/admin/verificaciones?status=verified",
  ];
  const problems: string[] = [];
  for (const path of paths) {
    await open(page, path);
    await expect(page.locator("main h1").first()).toBeVisible();
    const found = await layout(page);
    if (found.scrollsSideways) problems.push(`${path}: scrolls sideways (${found.sticking.join("; ")})`);
    for (const row of found.hidden) problems.push(`${path}: a row's name or actions out of view: ${row}`);
  }
  expect(problems).toEqual([]);
});
