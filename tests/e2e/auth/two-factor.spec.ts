import { expect, test, type Page } from "@playwright/test";
import { DEMO_TOTP_SECRET, unusedTotpCode, withUnusedTotpCode, wrongTotpCode } from "../../helpers/totp";
import { ADMIN, NEW_ADMIN, PASSWORD } from "./helpers";

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto("/handler/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page.getByLabel("Código de verificación")).toBeVisible();
}

async function giveCode(page: Page, code: string) {
  await page.getByLabel("Código de verificación").fill(code);
  await page.getByRole("button", { name: "Verificar" }).click();
}

test("an admin signs in with the password and the code of its authenticator app; a wrong code is refused", async ({ page }) => {
  await passwordStep(page, ADMIN, PASSWORD);
  // The password alone opened no session.
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await giveCode(page, wrongTotpCode(DEMO_TOTP_SECRET));
  await expect(page.getByText("Código incorrecto")).toBeVisible();
  await expect(page).toHaveURL(/\/handler\/sign-in/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await withUnusedTotpCode(DEMO_TOTP_SECRET, async (code) => {
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/two-factor"));
    await giveCode(page, code);
    await answered;
  });
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("an admin without a second factor reaches nothing of the back-office until it sets one up; a recovery code works once", async ({
  page,
  context,
}) => {
  // Made by create-admin, as production makes its admins: the password alone signs it in…
  await page.goto("/handler/sign-in?redirect=%2Fadmin%2Ftransactions");
  await page.getByLabel("Email").fill(NEW_ADMIN.email);
  await page.getByLabel("Contraseña").fill(NEW_ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  // …but the back-office sends it to set up the second factor, and no admin call answers.
  await expect(page).toHaveURL(/\/handler\/two-factor\?redirect=%2Fadmin%2Ftransactions$/);
  await expect(page.getByRole("heading", { level: 1, name: "Verificación en dos pasos" })).toBeVisible();
  const refused = await page.request.get("/api/users");
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toContain("Configura la verificación en dos pasos");
  const own = await page.request.get("/api/transactions"); // a shared list: its own rows only, none
  expect(await own.json()).toEqual([]);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/handler\/two-factor/);

  // Set-up: the password, then the QR code and the secret as text, then the app's first code.
  await page.getByLabel("Confirma tu contraseña").fill("no-es-la-clave");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Contraseña incorrecta")).toBeVisible();
  await page.getByLabel("Confirma tu contraseña").fill(NEW_ADMIN.password);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("img", { name: "Código QR para tu aplicación de autenticación" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").getAttribute("data-secret"))!;
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  await page.getByLabel("Código de la aplicación").fill(wrongTotpCode(secret));
  await page.getByRole("button", { name: "Activar" }).click();
  await expect(page.getByText("Código incorrecto")).toBeVisible();
  await page.getByLabel("Código de la aplicación").fill(await unusedTotpCode(secret));
  await page.getByRole("button", { name: "Activar" }).click();

  // The ten recovery codes, shown once; then on to the back-office.
  const listed = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(listed).toHaveCount(10);
  const codes = await listed.allTextContents();
  await page.getByRole("button", { name: "Ya los he guardado" }).click();
  // Back to where the guard last came from (/admin).
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  expect((await page.request.get("/api/users")).status()).toBe(200);

  // Signing in again takes a code; a recovery code stands in for the app, once.
  await context.clearCookies();
  await passwordStep(page, NEW_ADMIN.email, NEW_ADMIN.password);
  await giveCode(page, codes[0]!);
  await expect(page).toHaveURL(/\/admin$/);
  await context.clearCookies();
  await passwordStep(page, NEW_ADMIN.email, NEW_ADMIN.password);
  await giveCode(page, codes[0]!);
  await expect(page.getByText("Código incorrecto")).toBeVisible();
  await giveCode(page, await unusedTotpCode(secret));
  await expect(page).toHaveURL(/\/admin$/);
});
