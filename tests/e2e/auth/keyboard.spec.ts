import { expect, test } from "@playwright/test";
import { ADMIN, PASSWORD } from "./helpers";
import { DEMO_TOTP_SECRET, withUnusedTotpCode } from "../../helpers/totp";

test("signing in with the keyboard alone; the page's title is its <h1> and the fields say they are required", async ({ page }) => {
  await page.goto("/handler/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "Iniciar Sesión" })).toBeVisible();
  const email = page.getByLabel("Email");
  await expect(email).toHaveAttribute("aria-required", "true");

  await email.focus();
  await page.keyboard.press("Enter"); // an empty form: the errors are tied to their fields
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`[id="${await email.getAttribute("aria-describedby")}"]`)).toHaveText("El email es requerido");

  await email.focus();
  await page.keyboard.type(ADMIN);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Contraseña")).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  // The second step: the code field takes the focus by itself.
  await expect(page.getByLabel("Código de verificación")).toBeFocused();
  await withUnusedTotpCode(DEMO_TOTP_SECRET, async (code) => {
    await page.keyboard.type(code);
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/two-factor"));
    await page.keyboard.press("Enter");
    await answered;
  });
  await expect(page).toHaveURL(/\/admin$/);
});

test("sign-up has its <h1> too", async ({ page }) => {
  await page.goto("/handler/sign-up");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
});
