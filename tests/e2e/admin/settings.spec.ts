import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";

test.use({ storageState: SIGNED_IN.admin });

test("settings: validation, then a new contact e-mail shows on the contact page at once", async ({ page }) => {
  await open(page, "/admin/settings");
  const email = page.getByLabel("Email de contacto");
  await email.fill("no-es-email");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Email inválido")).toBeVisible();

  const address = `hola-${Date.now()}@club.example`;
  await email.fill(address);
  await page.getByLabel("Página de la empresa").fill("https://club.example/quienes-somos");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Configuración guardada", { exact: true })).toBeVisible();

  await page.goto("/contact");
  await expect(page.getByRole("link", { name: new RegExp(address) })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Nosotros" })).toHaveAttribute(
    "href",
    "https://club.example/quienes-somos",
  );
});
