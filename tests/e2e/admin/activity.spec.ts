import { expect, test } from "@playwright/test";
import { ADMIN, SIGNED_IN, open, visibleText } from "../auth/helpers";
import { fromTheSite } from "../fixtures";
import { expectChangedSinceCreated } from "./history";
import { pickRowAction } from "./row-menu";

test.use({ storageState: SIGNED_IN.admin });

test("an admin's edit shows in Actividad (filtered, exported) and in the operation's Historial", async ({ page }) => {
  const title = `Nave en Getafe ${Date.now()}`;
  const created = await page.request.post("/api/operations", {
    data: { title, province: "madrid", pvp: "90000", ticketMin: "10000" },
    ...fromTheSite(),
  });
  expect(created.status()).toBe(201);

  // The edit, made in the back-office like any other.
  await open(page, `/admin/operations?q=${encodeURIComponent(title)}`);
  await pickRowAction(page, title, `Editar ${title}`);
  const edit = page.getByRole("dialog", { name: "Editar Operación" });
  await edit.getByLabel("Calle").fill("Calle de la Auditoría 9");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Operación actualizada", { exact: true })).toBeVisible();

  // Actividad: in the sidebar, newest first, who and what changed.
  await page.getByRole("link", { name: "Actividad" }).click();
  await expect(page.getByRole("heading", { name: "Actividad" })).toBeVisible();
  await page.getByPlaceholder("Buscar por email, nombre del elemento o id...").fill(title);
  // (Next keeps the operations page just left in a hidden tree: only the visible rows count.)
  const rows = page.getByTestId("data-row").filter({ visible: true });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Modificación");
  await expect(rows.first()).toContainText("Calle: — → Calle de la Auditoría 9");
  await expect(rows.first()).toContainText(ADMIN);
  await expect(rows.nth(1)).toContainText("Alta");

  // Filtered by action: only the edit.
  await page.getByRole("combobox", { name: "Acción" }).click();
  await page.getByRole("option", { name: "Modificación", exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(/action=update/);

  // The export keeps the filters.
  const href = await page.getByRole("link", { name: "Exportar CSV" }).getAttribute("href");
  expect(href).toContain("action=update");
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain("Fecha;Persona;Email;Dirección IP;Acción;Elemento;Nombre;Id del elemento;Cambios");
  expect(text).toContain(`Modificación;Operación;${title};`);

  // The operation's own history, from its row.
  await open(page, `/admin/operations?q=${encodeURIComponent(title)}`);
  await expectChangedSinceCreated(page, page, title, "Calle: — → Calle de la Auditoría 9");
  await expect(visibleText(page, "Lucía Martín Ortega").first()).toBeVisible();
});
