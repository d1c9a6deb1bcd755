import { expect, test, type Locator, type Page } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite, identifyInPerson } from "../fixtures";
import { expectChangedSinceCreated } from "./history";
import { openNewDialog } from "./new-dialog";
import { pickRowAction } from "./row-menu";

test.use({ storageState: SIGNED_IN.admin });

async function choose(page: Page, dialogName: string, label: string) {
  await page.getByRole("dialog", { name: dialogName }).getByLabel(label).click();
  await page.getByRole("option").first().click();
}

/**
 * Fills what a document's and a contract's dialogs share (FileRowFields): its name or title, type
 * and file link, given by label, and the first operation the picker offers.
 */
async function fillFileRow(page: Page, dialogName: string, texts: Record<string, string>) {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.getByRole("radio", { name: "Enlace externo" }).click();
  for (const [label, text] of Object.entries(texts)) await dialog.getByLabel(label).fill(text);
  await choose(page, dialogName, "Operación *");
}

/** Saves the dialog's form as it stands: each of `messages` shows under its field. */
async function expectRefused(dialog: Locator, messages: string[]) {
  await dialog.getByRole("button", { name: "Guardar" }).click();
  for (const message of messages) await expect(dialog.getByText(message)).toBeVisible();
}

/** Saves the dialog, sees its `toast`, then searches the list (its box by `placeholder`) for `text`: the one row found. */
async function saveAndFind(dialog: Locator, toast: string, placeholder: RegExp, text: string): Promise<Locator> {
  const page = dialog.page();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
  await page.getByPlaceholder(placeholder).fill(text);
  const rows = page.getByTestId("data-row");
  await expect(rows).toHaveCount(1);
  return rows.first();
}

async function removeRow(page: Page, name: string, toast: string) {
  await pickRowAction(page, name, `Eliminar ${name}`);
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText(toast, { exact: true })).toBeVisible();
}

test("documents: validation, create with the visibility help texts, search, delete", async ({ page }) => {
  const dialog = await openNewDialog(page, "/admin/documentos", "Nuevo Documento");
  await expect(dialog.getByText("Visible para todos sin necesidad de iniciar sesión")).toBeVisible();
  await expect(dialog.getByText("Visible para los inversores autenticados")).toBeVisible();
  await dialog.getByRole("radio", { name: "Enlace externo" }).click();
  await dialog.getByLabel("URL del archivo *").fill("javascript:alert(1)");
  await expectRefused(dialog, [
    "El nombre es requerido",
    "El tipo es requerido",
    "La operación es requerida",
    "La URL debe empezar por https://, http:// o /",
  ]);
  const name = `Informe ${Date.now()}`;
  await fillFileRow(page, "Nuevo Documento", { "Nombre *": name, "Tipo *": "Informe", "URL del archivo *": "/docs/informe.pdf" });
  const row = await saveAndFind(dialog, "Documento creado", /Buscar por nombre, tipo/, name);
  await expect(row).toContainText("Privado");
  await expect(row).toContainText("Inversores");
  await removeRow(page, name, "Documento eliminado");
  await expect(page.getByText("No se encontraron documentos.")).toBeVisible();
});

test("contracts: validation, create with status, expiry shown as - when absent, delete", async ({ page }) => {
  const dialog = await openNewDialog(page, "/admin/contracts", "Nuevo Contrato");
  await expectRefused(dialog, [
    "El título es requerido",
    "El tipo es requerido",
    "La operación es requerida",
    "La URL del archivo es requerida",
  ]);
  const title = `Contrato ${Date.now()}`;
  await fillFileRow(page, "Nuevo Contrato", {
    "Título *": title,
    "Tipo *": "CPO",
    "URL del archivo *": "https://club.example/contrato.pdf",
  });
  await dialog.getByLabel("Fecha de firma").fill("2026-05-04");
  const row = await saveAndFind(dialog, "Contrato creado", /Buscar por título/, title);
  await expect(row).toContainText("04/05/2026");
  await expect(row).toContainText("Borrador");
  await expect(row.locator("td").nth(5)).toHaveText("-");
  await removeRow(page, title, "Contrato eliminado");
});

test("participations: validation, create, search by investor, delete", async ({ page }) => {
  const dialog = await openNewDialog(page, "/admin/investments", "Nueva Participación");
  await expectRefused(dialog, ["El inversor es requerido", "La operación es requerida", "El importe es requerido"]);
  await choose(page, "Nueva Participación", "Inversor *");
  // Benimaclet: a ticket of 10.000,00 € and room left under its price (a liquidated operation takes none).
  await dialog.getByLabel("Operación *").click();
  await page.getByPlaceholder("Buscar...").fill("Benimaclet");
  await expect(page.getByRole("option")).toHaveCount(1);
  await page.getByRole("option").first().click();
  await dialog.getByLabel("Importe (€) *").fill("12345,67");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Participación creada", { exact: true })).toBeVisible();
  await open(page, "/admin/investments?sort=amount&dir=asc&q=");
  const created = page.getByTestId("data-row").filter({ hasText: /12\.345,67\s€/ });
  await expect(created).toHaveCount(1);
  const label = await created.getByRole("button", { name: /^Acciones de / }).getAttribute("aria-label");
  await removeRow(page, label!.replace(/^Acciones de /, ""), "Participación eliminada");
});

type Option = { value: string; label: string };

/** The first operation whose title contains `q`, through the picker's own endpoint. */
async function operationOption(page: Page, q: string): Promise<Option> {
  const response = await page.request.get(`/api/options/operations?q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  const { options } = (await response.json()) as { options: Option[] };
  expect(options.length).toBeGreaterThan(0);
  return options[0]!;
}

/** Creates a row through the API (the test is about editing it) and returns its id. */
async function createRow(page: Page, endpoint: string, data: unknown): Promise<string> {
  const response = await page.request.post(endpoint, { data, ...fromTheSite() });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const TRIANA = "Piso en Triana – Crédito hipotecario NPL";

test("documents: edit shows the operation at once, the picker search narrows the list, changes are saved", async ({ page }) => {
  const chamberi = await operationOption(page, "Chamberí");
  const name = `Nota editable ${Date.now()}`;
  const id = await createRow(page, "/api/documents", { name, type: "Nota", operationId: chamberi.value, fileUrl: "/docs/nota.pdf" });
  try {
    await open(page, `/admin/documentos?q=${encodeURIComponent(name)}`);
    const row = page.getByTestId("data-row");
    await expect(row).toHaveCount(1);
    await pickRowAction(page, name, `Editar ${name}`);
    const edit = page.getByRole("dialog", { name: "Editar Documento" });
    await expect(edit.getByLabel("Nombre *")).toHaveValue(name);
    const picker = edit.getByLabel("Operación *");
    await expect(picker).toHaveText(chamberi.label);

    const searches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/options/operations") searches.push(url.searchParams.get("q") ?? "");
    });
    await picker.click();
    // While the picker is open the rest of the page, the dialog included, is hidden from assistive technology.
    const trigger = page.locator("#field-operationId");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(trigger).toHaveAttribute("aria-controls", (await page.getByRole("listbox").getAttribute("id"))!);
    const options = page.getByRole("option");
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeGreaterThan(1);
    // Typed faster than the debounce: not one search per keystroke (normally a single one for the whole text).
    await page.getByPlaceholder("Buscar...").pressSequentially("tRiAnA", { delay: 20 });
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveText(TRIANA);
    expect(searches[0]).toBe("");
    expect(searches.at(-1)).toBe("tRiAnA");
    expect(searches.length).toBeLessThan(1 + "tRiAnA".length);
    await page.getByPlaceholder("Buscar...").fill("ninguna operación se llama así");
    await expect(page.getByText("Sin resultados", { exact: true })).toBeVisible();
    await expect(options).toHaveCount(0);
    await page.getByPlaceholder("Buscar...").fill("triana");
    await options.filter({ hasText: TRIANA }).click();
    await expect(picker).toHaveText(TRIANA);

    await edit.getByLabel("Nombre *").fill(`${name} (revisada)`);
    await edit.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Documento actualizado", { exact: true })).toBeVisible();
    await expect(row.first()).toContainText(`${name} (revisada)`);
    await expect(row.first()).toContainText(TRIANA);
  } finally {
    await page.request.delete(`/api/documents/${id}`, fromTheSite());
  }
});

test("contracts: edit status and expiry date", async ({ page }) => {
  const operation = await operationOption(page, "Salamanca");
  const title = `Contrato editable ${Date.now()}`;
  const id = await createRow(page, "/api/contracts", {
    title,
    type: "CPO",
    operationId: operation.value,
    fileUrl: "/docs/contrato.pdf",
    status: "draft",
  });
  try {
    await open(page, `/admin/contracts?q=${encodeURIComponent(title)}`);
    const row = page.getByTestId("data-row");
    await expect(row).toHaveCount(1);
    await expect(row.first()).toContainText("Borrador");
    await pickRowAction(page, title, `Editar ${title}`);
    const edit = page.getByRole("dialog", { name: "Editar Contrato" });
    await expect(edit.getByLabel("Título *")).toHaveValue(title);
    await expect(edit.getByLabel("Operación *")).toHaveText(operation.label);
    await edit.getByLabel("Estado *").click();
    await page.getByRole("option", { name: "Activo" }).click();
    await edit.getByLabel("Fecha de vencimiento").fill("2027-01-31");
    await edit.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Contrato actualizado", { exact: true })).toBeVisible();
    await expect(row.first()).toContainText("Activo");
    await expect(row.first().locator("td").nth(5)).toHaveText("31/01/2027");
    await expect(row.first()).toContainText(operation.label);
  } finally {
    await page.request.delete(`/api/contracts/${id}`, fromTheSite());
  }
});

test("participations: edit amount and operation, the picker used from the keyboard", async ({ page }) => {
  const stamp = Date.now();
  const lastName = `Edición ${stamp}`;
  const userId = await createRow(page, "/api/users", { firstName: "Inversora", lastName, email: `edicion.${stamp}@correo.example` });
  await identifyInPerson(page.request, userId);
  const operation = await operationOption(page, "Chamberí");
  // At least Chamberí's ticket (30.000,00 €), and then Triana's, within what is left of each price.
  const id = await createRow(page, "/api/investments", { userId, operationId: operation.value, amount: "31357.91" });
  try {
    await open(page, `/admin/investments?q=${encodeURIComponent(lastName)}`);
    const row = page.getByTestId("data-row");
    await expect(row).toHaveCount(1);
    await expect(row.first()).toContainText(/31\.357,91\s€/);
    await pickRowAction(page, /^Inversora /, /^Editar /, row.first());
    const edit = page.getByRole("dialog", { name: "Editar Participación" });
    await expect(edit.getByLabel("Inversor *")).toHaveText(`Inversora ${lastName}`);
    const picker = edit.getByLabel("Operación *");
    await expect(picker).toHaveText(operation.label);

    await picker.focus();
    await page.keyboard.press("Enter");
    const search = page.getByPlaceholder("Buscar...");
    await expect(search).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(search).toHaveCount(0);
    await expect(picker).toHaveText(operation.label);
    await expect(edit).toBeVisible(); // Escape closed the picker, not the dialog

    await picker.click();
    await search.fill("triana");
    await expect(page.getByRole("option")).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(picker).toHaveText(TRIANA);

    await edit.getByLabel("Importe (€) *").fill("32468,13");
    await edit.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Participación actualizada", { exact: true })).toBeVisible();
    await expect(row.first()).toContainText(/32\.468,13\s€/);
    await expect(row.first()).toContainText(TRIANA);

    // Its Historial: the change, over the creation.
    await expectChangedSinceCreated(page, row.first(), /^Inversora /, /32\.468,13/);
  } finally {
    await page.request.delete(`/api/investments/${id}`, fromTheSite());
    await page.request.delete(`/api/users/${userId}`, fromTheSite());
  }
});
