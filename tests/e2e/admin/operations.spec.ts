import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { openNewDialog } from "./new-dialog";
import { pickRowAction } from "./row-menu";
import { covers, toastBoxAtRest } from "./toast";

test.use({ storageState: SIGNED_IN.admin });

test("validation messages, create, edit visible on the public page at once, search, filter and delete", async ({ page }) => {
  await open(page, "/admin/operations");
  await expect(page.getByRole("heading", { name: "Operaciones" })).toBeVisible();
  const rows = page.getByTestId("data-row");
  await expect(rows.first()).toBeVisible();

  // Validation messages of docs/specification.md §5.
  await page.getByRole("button", { name: "Nueva Operación" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva Operación" });
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("El PVP es requerido")).toBeVisible();
  await expect(dialog.getByText("El ticket mínimo es requerido")).toBeVisible();
  await expect(dialog.getByText("El título es requerido")).toBeVisible();

  // Create.
  const stamp = Date.now();
  const title = `Piso en Lavapiés ${stamp}`;
  await dialog.getByLabel("Título *").fill(title);
  await dialog.getByLabel("Provincia *").fill("madrid");
  await dialog.getByLabel("PVP (€) *").fill("150000");
  await dialog.getByLabel("Ticket mínimo (€) *").fill("30000");
  // Computed from the participations, never typed.
  await expect(dialog.getByLabel("% Financiado")).toHaveValue("0");
  await expect(dialog.getByLabel("% Financiado")).toHaveAttribute("readonly", "");
  await expect(dialog.getByText("Se calcula a partir de las participaciones")).toBeVisible();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Operación creada", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const slug = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const created = await page.request.get(`/api/operations/slug/${slug}`);
  expect(created.status()).toBe(200);

  // Search finds it.
  // Its own stamp, in lower case: a retry must not also find the operation an earlier try left.
  await page.getByPlaceholder("Buscar por título o provincia...").fill(`lavapiés ${stamp}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(title);

  // Edit: the public detail page shows the change on the next request.
  await pickRowAction(page, title, `Editar ${title}`);
  const edit = page.getByRole("dialog", { name: "Editar Operación" });
  await expect(edit.getByLabel("Título *")).toHaveValue(title);
  await edit.getByLabel("Descripción").fill("Descripción editada desde el panel.");
  await edit.getByLabel("PVP (€) *").fill("155000,50");
  await edit.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Operación actualizada", { exact: true })).toBeVisible();
  await page.goto(`/operations/${slug}`);
  // In <main>: while React streams the page, a hidden copy of a segment can still stand at the end of <body>.
  await expect(page.getByRole("main").getByText("Descripción editada desde el panel.")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(/155\.000,50\s€/);

  // Filters: status and province, and the empty text.
  await open(page, "/admin/operations?status=finalizada&province=sevilla");
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/Finalizada/);
  await open(page, "/admin/operations?q=no-existe-nada");
  await expect(page.getByText("No se encontraron operaciones.")).toBeVisible();

  // Delete, with confirmation.
  await open(page, `/admin/operations?q=${encodeURIComponent("Lavapiés")}`);
  await pickRowAction(page, title, `Eliminar ${title}`);
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("¿Eliminar operación?")).toBeVisible();
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(rows).toHaveCount(1);
  await pickRowAction(page, title, `Eliminar ${title}`);
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Operación eliminada", { exact: true })).toBeVisible();
  await expect(page.getByText("No se encontraron operaciones.")).toBeVisible();
  expect((await page.request.get(`/api/operations/slug/${slug}`)).status()).toBe(404);
});

test("a duplicate title shows the server's 409 message in the form, its toast beside the dialog", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const dialog = await openNewDialog(page, "/admin/operations", "Nueva Operación");
  await dialog.getByLabel("Título *").fill("Piso en Chamberí – Crédito hipotecario NPL");
  await dialog.getByLabel("Provincia *").fill("madrid");
  await dialog.getByLabel("PVP (€) *").fill("1000");
  await dialog.getByLabel("Ticket mínimo (€) *").fill("100");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Ya existe una operación con este slug").first()).toBeVisible();
  await expect(dialog).toBeVisible();

  // The error toast, shown while the dialog stays open, covers no part of it.
  expect(await covers(await toastBoxAtRest(page), dialog)).toBe(false);
});

test("sorting and paging happen on the server", async ({ page }) => {
  await open(page, "/admin/operations?pageSize=10&sort=title&dir=asc");
  const rows = page.getByTestId("data-row");
  await expect(rows).toHaveCount(10);
  const titles = await rows.locator("td:first-child").allInnerTexts();
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "es")));
  await page.getByRole("button", { name: "Página siguiente" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows.first()).not.toHaveText(titles[0]!);
});
