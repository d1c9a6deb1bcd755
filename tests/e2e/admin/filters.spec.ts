import { expect, test, type Page } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";

test.use({ storageState: SIGNED_IN.admin });

/** Chooses an option of a list's filter; the address carries it (the server filters). */
async function filterBy(page: Page, filter: string, option: string, param: RegExp) {
  await page.getByRole("combobox", { name: filter, exact: true }).filter({ visible: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page).toHaveURL(param);
}

/** Every row shown matches, and there is at least one. */
async function everyRow(page: Page, matcher: RegExp) {
  const rows = page.getByTestId("data-row").filter({ visible: true });
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(matcher);
}

test("documents: the visibility filter", async ({ page }) => {
  await open(page, "/admin/documentos");
  await filterBy(page, "Visibilidad", "Privados", /visibility=private/);
  await everyRow(page, /Privado/);
  await filterBy(page, "Visibilidad", "Públicos", /visibility=public/);
  await everyRow(page, /Público/);
});

test("contracts: the status filter", async ({ page }) => {
  await open(page, "/admin/contracts");
  await filterBy(page, "Estado", "Borrador", /status=draft/);
  await everyRow(page, /Borrador/);
  await filterBy(page, "Estado", "Activo", /status=active/);
  await everyRow(page, /Activo/);
});

test("participations: the status filter, and the empty text when nothing matches", async ({ page }) => {
  await open(page, "/admin/investments");
  await filterBy(page, "Estado", "Activa", /status=active/);
  await everyRow(page, /Activa/);
  // The participations of the liquidated demo operations are settled (Liquidada)…
  await filterBy(page, "Estado", "Liquidada", /status=closed/);
  await everyRow(page, /Liquidada/);
  // …and none is cancelled.
  await filterBy(page, "Estado", "Cancelada", /status=cancelled/);
  await expect(page.getByText("No se encontraron participaciones.").filter({ visible: true })).toBeVisible();
  await expect(page.getByTestId("data-row").filter({ visible: true })).toHaveCount(0);
});

test("investors: the sales agent filter", async ({ page }) => {
  await open(page, "/admin/inversores");
  await filterBy(page, "Comercial", "Marta Gil", /comercial=Marta/);
  await everyRow(page, /Marta Gil/);
});

test("messages: the read filter", async ({ page }) => {
  await open(page, "/admin/messages");
  await filterBy(page, "Leídos", "No leídos", /read=unread/);
  await everyRow(page, /No leído/);
  await filterBy(page, "Leídos", "Leídos", /read=read/);
  await everyRow(page, /\bLeído\b/);
});
