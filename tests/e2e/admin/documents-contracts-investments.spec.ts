import { expect, test, type Page } from "@playwright/test";
import { ADMIN, open, signIn } from "../auth/helpers";

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN);
});

async function choose(page: Page, dialogName: string, label: string) {
  await page.getByRole("dialog", { name: dialogName }).getByLabel(label).click();
  await page.getByRole("option").first().click();
}

async function removeRow(page: Page, name: string, toast: string) {
  await page.getByRole("button", { name: `Eliminar ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
}

test("documents: validation, create with the visibility help texts, search, delete", async ({ page }) => {
  await open(page, "/admin/documentos");
  await page.getByRole("button", { name: "Nuevo Documento" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Documento" });
  await expect(dialog.getByText("Visible para todos sin necesidad de iniciar sesión")).toBeVisible();
  await expect(dialog.getByText("Visible para los inversores autenticados")).toBeVisible();
  await dialog.getByLabel("URL del archivo *").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  for (const message of ["El nombre es requerido", "El tipo es requerido", "La operación es requerida", "La URL debe empezar por https://, http:// o /"]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  const name = `Informe ${Date.now()}`;
  await dialog.getByLabel("Nombre *").fill(name);
  await dialog.getByLabel("Tipo *").fill("Informe");
  await choose(page, "Nuevo Documento", "Operación *");
  await dialog.getByLabel("URL del archivo *").fill("/docs/informe.pdf");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Documento creado", { exact: true })).toBeVisible();
  await page.getByPlaceholder(/Buscar por nombre, tipo/).fill(name);
  const row = page.getByTestId("data-row");
  await expect(row).toHaveCount(1);
  await expect(row.first()).toContainText("Privado");
  await expect(row.first()).toContainText("Inversores");
  await removeRow(page, name, "Documento eliminado");
  await expect(page.getByText("No se encontraron documentos.")).toBeVisible();
});

test("contracts: validation, create with status, expiry shown as - when absent, delete", async ({ page }) => {
  await open(page, "/admin/contracts");
  await page.getByRole("button", { name: "Nuevo Contrato" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Contrato" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  for (const message of ["El título es requerido", "El tipo es requerido", "La operación es requerida", "La URL del archivo es requerida"]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  const title = `Contrato ${Date.now()}`;
  await dialog.getByLabel("Título *").fill(title);
  await dialog.getByLabel("Tipo *").fill("CPO");
  await choose(page, "Nuevo Contrato", "Operación *");
  await dialog.getByLabel("URL del archivo *").fill("https://club.example/contrato.pdf");
  await dialog.getByLabel("Fecha de firma").fill("2026-05-04");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Contrato creado", { exact: true })).toBeVisible();
  await page.getByPlaceholder(/Buscar por título/).fill(title);
  const row = page.getByTestId("data-row");
  await expect(row).toHaveCount(1);
  await expect(row.first()).toContainText("04/05/2026");
  await expect(row.first()).toContainText("Borrador");
  await expect(row.first().locator("td").nth(4)).toHaveText("-");
  await removeRow(page, title, "Contrato eliminado");
});

test("participations: validation, create, search by investor, delete", async ({ page }) => {
  await open(page, "/admin/investments");
  await page.getByRole("button", { name: "Nueva Participación" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva Participación" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  for (const message of ["El inversor es requerido", "La operación es requerida", "El importe es requerido"]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await choose(page, "Nueva Participación", "Inversor *");
  await choose(page, "Nueva Participación", "Operación *");
  await dialog.getByLabel("Importe (€) *").fill("12345,67");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Participación creada", { exact: true })).toBeVisible();
  await open(page, "/admin/investments?sort=amount&dir=asc&q=");
  const created = page.getByTestId("data-row").filter({ hasText: /12\.345,67\s€/ });
  await expect(created).toHaveCount(1);
  const label = await created.getByRole("button", { name: /^Eliminar / }).getAttribute("aria-label");
  await removeRow(page, label!.replace(/^Eliminar /, ""), "Participación eliminada");
});
