import { expect, test, type Page } from "@playwright/test";

/** Issue 50, item 5: on a phone, an open operation's key figures and "Quiero participar" are in view from the start. */
test.use({ viewport: { width: 390, height: 844 } });

/**
 * The bar in the page's content: once, a second, hidden copy of it (outside #contenido, not in the
 * accessibility tree) stayed in the document for seconds after the page loaded, and strict mode refused the match.
 */
const barOf = (page: Page) => page.locator("#contenido").getByTestId("sticky-participate");

test("at 390 × 844 the open operation's page shows its minimum and Quiero participar without scrolling, and is no wider than the screen", async ({
  page,
}) => {
  await page.goto("/operations/piso-en-triana-credito-hipotecario-npl");
  const bar = barOf(page);
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText("Mínimo");
  await expect(bar.getByRole("link", { name: "Quiero participar" })).toBeInViewport();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test("at 1280 px the bar is not there: the figures and the button are in the page's aside", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/operations/piso-en-triana-credito-hipotecario-npl");
  await expect(barOf(page)).toBeHidden();
  await expect(page.getByRole("link", { name: "Quiero participar", exact: true })).toHaveCount(1);
});
