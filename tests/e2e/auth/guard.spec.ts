import { expect, test } from "@playwright/test";
import { ADMIN, INVESTOR, baseURL, signIn, signInWithForm } from "./helpers";

test("an anonymous visitor of /admin is sent to sign-in with No autorizado, and back after signing in", async ({ page }) => {
  await page.goto("/admin/transactions");
  await expect(page).toHaveURL(/\/handler\/sign-in\?redirect=%2Fadmin%2Ftransactions/);
  await expect(page.getByText("No autorizado", { exact: true })).toBeVisible();
  await expect(page.getByText("Iniciando sesión...")).toBeVisible();
  await signInWithForm(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/transactions$/);
});

test("an anonymous visitor of /investor is sent to sign-in", async ({ page }) => {
  await page.goto("/investor/documents");
  await expect(page).toHaveURL(/\/handler\/sign-in\?redirect=%2Finvestor%2Fdocuments/);
  await expect(page.getByText("No autorizado", { exact: true })).toBeVisible();
});

test("an investor is sent away from /admin with Acceso denegado", async ({ page }) => {
  await signIn(page, INVESTOR);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Acceso denegado", { exact: true })).toBeVisible();
  await expect(page.getByText("No tienes permisos de admin")).toBeVisible();
});

test("an investor moving to /admin in the app gets Acceso denegado every time, not only the first", async ({ page }) => {
  // Three rounds, each allowed the 30 s of a test to get the router's push taken on a loaded machine.
  test.setTimeout(120_000);
  await signIn(page, INVESTOR);
  await page.goto("/");
  const toast = page.getByText("Acceso denegado", { exact: true });
  for (let attempt = 1; attempt <= 3; attempt++) {
    // An in-app navigation (the router's, as a link would do), from the page we were sent back to. A push
    // made before the page has hydrated is dropped by the router: pushed again until it is taken.
    await expect(async () => {
      await page.evaluate(() => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push("/admin"));
      await expect(toast, `attempt ${attempt}`).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/$/);
    // A push taken twice renders the toast again: its close button may be replaced while it is clicked.
    await expect(async () => {
      await page.getByRole("button", { name: "Cerrar" }).click({ timeout: 2_000 });
      await expect(toast).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
});

test("the server checks the role itself: a forged role hint still gets Acceso denegado and, after 500 ms, home", async ({
  page,
  context,
}) => {
  await signIn(page, INVESTOR);
  await context.addCookies([{ name: "club_signed_in", value: "admin", url: baseURL(test.info()) }]);
  const started = Date.now();
  await page.goto("/admin");
  await expect(page.getByText("Redirigiendo...").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("Acceso denegado", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(500);
});

test("a cookie whose session is gone gets No autorizado and, after 500 ms, the sign-in page", async ({ page, context }) => {
  await context.addCookies([{ name: "better-auth.session_token", value: "caducada.firma", url: baseURL(test.info()) }]);
  await page.goto("/investor");
  await expect(page.getByText("Redirigiendo...").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("No autorizado", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/handler\/sign-in\?redirect=%2Finvestor/);
});

test("signing out from the user menu ends the session and returns home", async ({ page }) => {
  await signIn(page, INVESTOR);
  await page.goto("/investor");
  await page.getByRole("button", { name: /Menú de usuario/ }).click();
  await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Iniciar Sesión" })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await page.goto("/investor");
  await expect(page).toHaveURL(/\/handler\/sign-in/);
});

test("the navigation bar of a signed-in visitor shows Dashboard and the user menu", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/operations");
  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admin");
  await expect(nav.getByRole("button", { name: /Menú de usuario/ })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await expect(page.getByTestId("mobile-user-name")).toHaveText("Lucía");
});
