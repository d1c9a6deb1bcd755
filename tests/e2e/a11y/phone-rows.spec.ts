import { expect, test, type Page } from "@playwright/test";
import { open, SIGNED_IN } from "../auth/helpers";

test.use({ storageState: SIGNED_IN.investor, viewport: { width: 390, height: 844 } });

/** The elements matched by `selector` that stick out of the 390 px viewport, by their text; and whether the page scrolls sideways. */
function outOfView(page: Page, selector: string, text?: string) {
  return page.evaluate(
    ({ selector, text }) => {
      const elements = [...document.querySelectorAll<HTMLElement>(selector)].filter(
        (element) => !text || element.textContent?.includes(text),
      );
      return {
        found: elements.length,
        outside: elements
          .filter((element) => {
            const at = element.getBoundingClientRect();
            return at.width === 0 || at.left < 0 || at.right > window.innerWidth;
          })
          .map((element) => element.textContent?.trim()),
        scrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
      };
    },
    { selector, text },
  );
}

test("on a 390 px phone the investor's rows stack: every amount and every 'Descargar' is in view", async ({ page }) => {
  await open(page, "/investor");
  // Counted once the rows are there (once they were counted while the dashboard was still rendering them: 0).
  await expect(page.locator('[data-testid=own-movement] [data-label="Importe"]').first()).toBeVisible();
  await expect(page.locator('[aria-label="Mis Participaciones"] [data-label="Importe"]').first()).toBeVisible();
  const movements = await outOfView(page, '[data-testid=own-movement] [data-label="Importe"]');
  expect(movements.found).toBeGreaterThan(0);
  expect(movements).toMatchObject({ outside: [], scrollsSideways: false });
  const participations = await outOfView(page, '[aria-label="Mis Participaciones"] [data-label="Importe"]');
  expect(participations.found).toBeGreaterThan(0);
  expect(participations.outside).toEqual([]);
  // Each stacked line names its value: "Importe" beside the amount.
  const amount = page.getByTestId("own-movement").first().locator('[data-label="Importe"]');
  await expect(amount).toBeVisible();
  expect(await amount.evaluate((cell) => getComputedStyle(cell, "::before").content)).toContain("Importe");

  for (const path of ["/investor/documents", "/investor/contracts"]) {
    await open(page, path);
    // Counted once the rows are there, not while the page is still rendering them.
    await expect(page.locator("main a", { hasText: "Descargar" }).first()).toBeVisible();
    const downloads = await outOfView(page, "main a", "Descargar");
    expect(downloads.found, path).toBeGreaterThan(0);
    expect(downloads, path).toMatchObject({ outside: [], scrollsSideways: false });
  }
});
