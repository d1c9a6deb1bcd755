import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { expectChangedSinceCreated } from "./history";
import { openNewDialog } from "./new-dialog";
import { pickRowAction } from "./row-menu";

test.use({ storageState: SIGNED_IN.admin });

test("transactions: validation, create, search, edit and delete", async ({ page }) => {
  await open(page, "/admin/transactions");
  await expect(page.getByRole("heading", { name: "Transacciones" })).toBeVisible();
  await expect(page.getByTestId("data-row").first()).toBeVisible();

  await page.getByRole("button", { name: "Nueva Transacción" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva Transacción" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("La operación es requerida")).toBeVisible();
  await expect(dialog.getByText("El importe es requerido")).toBeVisible();

  const reference = `TRX-E2E-${Date.now()}`;
  await dialog.getByLabel("Operación *").click();
  await page.getByRole("option").first().click();
  await dialog.getByLabel("Importe (€) *").fill("1234,56");
  await dialog.getByLabel("Referencia").fill(reference);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Transacción creada", { exact: true })).toBeVisible();

  await page.getByPlaceholder(/Buscar por tipo/).fill(reference);
  const rows = page.getByTestId("data-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(/1\.234,56\s€/);
  await expect(rows.first()).toContainText("N/A"); // no investor, no payment method
  await expect(rows.first()).toContainText("Completada");

  await pickRowAction(page, reference, `Editar ${reference}`);
  const edit = page.getByRole("dialog", { name: "Editar Transacción" });
  // Posted: its money is shown, not offered for editing; only its notes change.
  await expect(edit.getByTestId("posted-money")).toContainText(/Importe\s*1\.234,56\s€/);
  await expect(edit.getByLabel("Importe (€) *")).toHaveCount(0);
  await expect(edit.getByLabel("Operación *")).toHaveCount(0);
  await edit.getByLabel("Método de pago").fill("Transferencia");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Transacción actualizada", { exact: true })).toBeVisible();
  await expect(rows.first()).toContainText("Transferencia");

  const history = await expectChangedSinceCreated(page, page, reference, "Transferencia");
  await page.keyboard.press("Escape");
  await expect(history).toBeHidden();

  // A completed movement is money that moved: it is not deleted but cancelled by a counter-movement, with a reason.
  await pickRowAction(page, reference, `Anular ${reference}`);
  const confirm = page.getByRole("alertdialog", { name: "¿Anular con un contramovimiento?" });
  await expect(confirm).toContainText("-1.234,56");
  await expect(confirm.getByRole("button", { name: "Anular" })).toBeDisabled();
  await confirm.getByLabel("Motivo *").fill("Duplicado del extracto");
  await confirm.getByRole("button", { name: "Anular" }).click();
  await expect(page.getByText("Movimiento anulado con un contramovimiento", { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: /-1\.234,56\s€/ })).toHaveCount(1);
});

test("the operation picker says Buscando... while it waits and No hay operaciones disponibles when there are none", async ({ page }) => {
  // The club without any operation: the empty search answers nothing (after a visible wait).
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/options/operations*", async (route) => {
    await answered;
    await route.fulfill({ json: { options: [] } });
  });
  const dialog = await openNewDialog(page, "/admin/transactions", "Nueva Transacción");
  const picker = dialog.getByLabel("Operación *");
  await expect(picker).toHaveText("Selecciona una operación");
  await picker.click();
  const status = page.getByRole("status").filter({ hasText: /Buscando|No hay/ });
  await expect(status).toHaveText("Buscando...");
  release();
  await expect(status).toHaveText("No hay operaciones disponibles");
  await expect(page.getByRole("option")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(picker).toHaveText("No hay operaciones disponibles");
});

test("transactions: the status and type filters, and the search by investor and by operation", async ({ page }) => {
  await open(page, "/admin/transactions");
  const rows = page.getByTestId("data-row").filter({ visible: true });
  await expect(rows.first()).toBeVisible();

  await page.getByRole("combobox", { name: "Estado" }).filter({ visible: true }).click();
  await page.getByRole("option", { name: "Pendiente", exact: true }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain("Pendiente");

  await page.getByRole("combobox", { name: "Tipo" }).filter({ visible: true }).click();
  await page.getByRole("option", { name: "Honorario", exact: true }).click();
  await expect(page).toHaveURL(/type=HONORARIO/);
  await expect(page.getByText("No se encontraron transacciones.").or(rows.first())).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/Pendiente/);

  // Search: the investor's name and the operation's title are searched too (docs/specification.md §2).
  await open(page, "/admin/transactions?q=romero");
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/Romero/);
  await open(page, `/admin/transactions?q=${encodeURIComponent("chamberí")}`);
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/Chamberí/);
});

test("the form says when saving sends the investor a receipt: an investor's movement that becomes completed", async ({ page }) => {
  const dialog = await openNewDialog(page, "/admin/transactions", "Nueva Transacción");
  const hint = dialog.getByText("Al guardar, el inversor recibe un email con el justificante.");
  await expect(hint).toHaveCount(0); // no investor yet
  await dialog.getByLabel("Inversor").click();
  await page.getByRole("option").filter({ hasNotText: "Sin inversor" }).first().click();
  await expect(hint).toBeVisible();
  // Read with the field by a screen reader too.
  await expect(dialog.getByRole("combobox", { name: "Estado *" })).toHaveAccessibleDescription(/justificante/);
  await dialog.getByRole("combobox", { name: "Estado *" }).click();
  await page.getByRole("option", { name: "Pendiente", exact: true }).click();
  await expect(hint).toHaveCount(0);
  await page.keyboard.press("Escape");
});
