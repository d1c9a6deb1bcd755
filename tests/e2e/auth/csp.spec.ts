import { expect, test, type Page } from "@playwright/test";

/**
 * The Content Security Policy on every page and dialog is checked by the axe walk, which loads them
 * all and collects every violation the browser reports (tests/e2e/a11y/pages.spec.ts). Here, what
 * that walk does not do: switching the theme with its button, which rewrites the page's classes
 * and styles from a script.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test("switching the theme with its button breaks no Content Security Policy", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page
    .getByRole("button", { name: /Cambiar a tema/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.locator("html")).toHaveClass(/light/);
  expect(violations).toEqual([]);
});
