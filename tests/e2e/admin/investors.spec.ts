import { expect, test } from "@playwright/test";
import { SIGNED_IN, SIGNED_OUT, open } from "../auth/helpers";
import { fromTheSite } from "../fixtures";

test.use({ storageState: SIGNED_IN.admin });

test("investors: only investors listed; validation, create, search, edit and delete", async ({ page }) => {
  await open(page, "/admin/inversores");
  await expect(page.getByRole("heading", { name: "Inversores" })).toBeVisible();
  await expect(page.getByTestId("data-row").filter({ hasText: "admin@demo.local" })).toHaveCount(0);
  await expect(page.getByTestId("data-row").filter({ hasText: "inversor@demo.local" })).toHaveCount(1);

  await page.getByRole("button", { name: "Nuevo Inversor" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Inversor" });
  await dialog.getByLabel("Email").fill("malo");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("El nombre es requerido")).toBeVisible();
  await expect(dialog.getByText("El apellido es requerido")).toBeVisible();
  await expect(dialog.getByText("Email inválido")).toBeVisible();

  const last = `Prueba${Date.now()}`;
  await dialog.getByLabel("Nombre *").fill("Irene");
  await dialog.getByLabel("Apellidos *").fill(last);
  await dialog.getByLabel("Email").fill("");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Inversor creado", { exact: true })).toBeVisible();

  await page.getByPlaceholder(/Buscar por email/).fill(last);
  const rows = page.getByTestId("data-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("N/A");

  await page.getByRole("button", { name: `Editar Irene ${last}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar Inversor" });
  await edit.getByLabel("Teléfono").fill("+34 600 999 888");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Inversor actualizado", { exact: true })).toBeVisible();
  await expect(rows.first()).toContainText("+34 600 999 888");

  await page.getByRole("button", { name: `Eliminar Irene ${last}` }).click();
  await expect(page.getByRole("alertdialog").getByText("¿Estás seguro?")).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Inversor eliminado", { exact: true })).toBeVisible();
  await expect(page.getByText("No se encontraron inversores.")).toBeVisible();
});

test("an investor created by the club sets a password through a one-time link and signs in", async ({ page, browser }) => {
  const email = `enlace.${Date.now()}@correo.example`;
  const created = await page.request.post("/api/users", { data: { firstName: "Olga", lastName: "Enlace", email }, ...fromTheSite() });
  expect(created.status()).toBe(201);
  await open(page, `/admin/inversores?q=${encodeURIComponent(email)}`);
  await page.getByRole("button", { name: "Enlace de contraseña para Olga Enlace" }).click();
  const url = await page.getByRole("textbox", { name: "Enlace de contraseña" }).inputValue();
  expect(url).toContain("/handler/reset-password?token=");

  const investor = await (await browser.newContext(SIGNED_OUT)).newPage();
  await investor.goto(new URL(url).pathname + new URL(url).search);
  await investor.getByLabel(/Nueva contraseña/).fill("mi-clave-del-club");
  await investor.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(investor.getByText("Contraseña guardada. Ya puedes iniciar sesión.")).toBeVisible();
  await investor.getByRole("status").getByRole("link", { name: "Iniciar Sesión" }).click();
  await investor.getByLabel("Email").fill(email);
  await investor.getByLabel("Contraseña").fill("mi-clave-del-club");
  await investor.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(investor).toHaveURL(/\/investor$/);
});
