import { expect, test } from "@playwright/test";
import { PASSWORD, SIGNED_IN, open } from "../auth/helpers";

test.use({ storageState: SIGNED_IN.investor });

test("Mis datos: an investor sets their NIF and, with their password, the IBAN the club pays into", async ({ page }) => {
  await open(page, "/investor");
  await page.getByRole("link", { name: "Mis datos" }).first().click();
  await expect(page.getByRole("heading", { name: "Mis datos", level: 1 })).toBeVisible();

  await page.getByLabel("NIF/NIE").fill("12345678a");
  await page.getByLabel("IBAN").fill("ES91 2100 0418 4502 0005 1332");
  // A new IBAN asks for the password before it is sent.
  const password = page.getByLabel("Contraseña actual *");
  await expect(password).toBeVisible();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("NIF o NIE no válido: revisa los números y la letra")).toBeVisible();

  await page.getByLabel("NIF/NIE").fill("12345678z");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Escribe tu contraseña para cambiar el IBAN")).toBeVisible();
  await password.fill("no-es-la-clave");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Contraseña incorrecta")).toBeVisible();
  await password.fill(PASSWORD);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Datos guardados", { exact: true })).toBeVisible();

  await open(page, "/investor/datos");
  await expect(page.getByLabel("NIF/NIE")).toHaveValue("12345678Z");
  await expect(page.getByLabel("IBAN")).toHaveValue("ES91 2100 0418 4502 0005 1332");
  await expect(page.getByLabel("Contraseña actual *")).toHaveCount(0);
});
