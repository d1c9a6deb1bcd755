import { expect, test, type Page } from "@playwright/test";
import { fetchOperations } from "../fixtures";
import { ADMIN, INVESTOR, signIn } from "./helpers";

/** Collects every Content Security Policy violation the browser reports on a page. */
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

async function walk(page: Page, paths: string[], violations: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(violations, path).toEqual([]);
  }
}

test("no public page breaks the Content Security Policy", async ({ page }) => {
  const violations = await watchViolations(page);
  const [operation] = await fetchOperations(page.request);
  await walk(
    page,
    [
      "/no-existe",
      "/operations",
      `/operations/${operation!.slug}`,
      "/contact",
      "/how-it-works",
      "/handler/sign-in",
      "/handler/sign-up",
      "/",
    ],
    violations,
  );
  await page
    .getByRole("button", { name: /Cambiar a tema/ })
    .filter({ visible: true })
    .first()
    .click();
  expect(violations).toEqual([]);
});

test("no page of the investor area breaks the Content Security Policy", async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, INVESTOR);
  await walk(page, ["/investor", "/investor/operations", "/investor/documents", "/investor/contracts"], violations);
});

test("no page or dialog of the back-office breaks the Content Security Policy", async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, ADMIN);
  await walk(
    page,
    [
      "/admin",
      "/admin/inversores",
      "/admin/investments",
      "/admin/documentos",
      "/admin/contracts",
      "/admin/transactions",
      "/admin/messages",
      "/admin/settings",
      "/admin/operations",
    ],
    violations,
  );
  await page.getByRole("button", { name: "Nueva Operación" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(violations).toEqual([]);
});
