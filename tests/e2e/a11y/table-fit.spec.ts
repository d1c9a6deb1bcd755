import { expect, test, type Page } from "@playwright/test";
import { open, SIGNED_IN } from "../auth/helpers";

test.use({ storageState: SIGNED_IN.admin, viewport: { width: 1366, height: 900 } });

/** Every list of the back-office, and the operation and investor pages with theirs. */
const LISTS = [
  "/admin/operations",
  "/admin/inversores",
  "/admin/investments",
  "/admin/documentos",
  "/admin/contracts",
  "/admin/transactions",
  "/admin/messages",
  "/admin/correo",
  "/admin/actividad",
];

/**
 * What is wrong with the column headers of every table on the page: a header outside its table's
 * scrolling box (the table is wider than the screen), under the pinned "Acciones" column, or with
 * its text cut.
 */
function headerProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const container of document.querySelectorAll<HTMLElement>("[data-slot=table-container]")) {
      const box = container.getBoundingClientRect();
      const headers = [...container.querySelectorAll<HTMLElement>("th")];
      const pinned = headers.find((th) => getComputedStyle(th).position === "sticky");
      const pinnedLeft = pinned ? pinned.getBoundingClientRect().left : Infinity;
      for (const th of headers) {
        const text = th.textContent?.trim() || th.getAttribute("aria-label") || "(sin título)";
        const at = th.getBoundingClientRect();
        if (at.left < box.left - 0.5 || at.right > box.right + 0.5 || at.right > window.innerWidth)
          problems.push(`${text}: fuera de la tabla`);
        if (th !== pinned && at.right > pinnedLeft + 0.5) problems.push(`${text}: bajo Acciones`);
        for (const part of [th, ...th.querySelectorAll<HTMLElement>("*")]) {
          if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflow !== "visible") problems.push(`${text}: cortado`);
        }
      }
    }
    return problems;
  });
}

/**
 * What is wrong with the page around its tables at its width: the page scrolls sideways, a header
 * control (theme, user menu, "Nuevo …") is off screen, or the pinned "Acciones" column is cut off by
 * the table's box (tables scroll inside their box; the page and its header stay put).
 */
async function layoutProblems(page: Page): Promise<string[]> {
  const width = page.viewportSize()!.width;
  const problems: string[] = [];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) problems.push(`la página se desplaza ${overflow} px a lo ancho`);
  for (const control of [
    page.getByTestId("theme-toggle"),
    page.getByRole("button", { name: /Menú de usuario/ }),
    page.getByRole("button", { name: /^Nuev[oa] / }),
  ]) {
    if ((await control.count()) === 0) continue;
    const box = (await control.first().boundingBox())!;
    if (box.x + box.width > width) problems.push(`${await control.first().textContent()}: fuera de la pantalla`);
  }
  const cutActions = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>("[data-slot=table-container]")].filter((container) => {
        const actions = [...container.querySelectorAll("th")].find((th) => th.textContent?.trim() === "Acciones");
        return actions && actions.getBoundingClientRect().right > container.getBoundingClientRect().right + 1;
      }).length,
  );
  if (cutActions) problems.push(`Acciones cortada por su tabla en ${cutActions} tabla(s)`);
  return problems;
}

/** The href of the first row's link in the list at `path` (a row's own page). */
async function firstRowPage(page: Page, path: string, prefix: string) {
  await open(page, path);
  const href = await page.getByTestId("data-row").first().locator(`a[href^="${prefix}"]`).first().getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

/** At 1366 px every header must be in view; narrower, the table scrolls under the pinned column. */
async function problemsOf(page: Page, pages: string[], everyHeaderInView: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const path of pages) {
    await open(page, path);
    await expect(page.locator("[data-slot=table-container] th").first()).toBeVisible();
    const found = [...(everyHeaderInView ? await headerProblems(page) : []), ...(await layoutProblems(page))];
    problems.push(...found.map((problem) => `${path} · ${problem}`));
  }
  return problems;
}

test("at 1366 × 900 every column header of every admin list is whole and in view, and the page stays put", async ({ page }) => {
  test.setTimeout(90_000);
  const pages = [
    ...LISTS,
    await firstRowPage(page, "/admin/operations?q=Malvarrosa", "/admin/operations/"),
    await firstRowPage(page, "/admin/inversores?q=miguel", "/admin/inversores/"),
  ];
  expect(await problemsOf(page, pages, true)).toEqual([]);
});

test("at 1280 px the widest lists scroll inside their box; the page and its header stay put", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const pages = ["/admin/operations", "/admin/inversores", "/admin/documentos", "/admin/contracts", "/admin/transactions"];
  expect(await problemsOf(page, pages, false)).toEqual([]);
});
