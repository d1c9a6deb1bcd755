import { expect, test, type Page } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite, identifyInPerson, ownOperation } from "../fixtures";

test.use({ storageState: SIGNED_IN.admin });

/** Chooses an option of a list's filter; the address carries it (the server filters). */
async function filterBy(page: Page, filter: string, option: string, param: RegExp) {
  await page.getByRole("combobox", { name: filter, exact: true }).filter({ visible: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page).toHaveURL(param);
}

/** Filters the list by `option`: then every row shown matches `rows`, and there is at least one. */
async function expectFiltered(page: Page, filter: string, option: string, param: RegExp, rows: RegExp) {
  await filterBy(page, filter, option, param);
  const shown = page.getByTestId("data-row").filter({ visible: true });
  await expect(shown.first()).toBeVisible();
  for (const text of await shown.allInnerTexts()) expect(text).toMatch(rows);
}

test("documents: the visibility filter", async ({ page }) => {
  await open(page, "/admin/documentos");
  await expectFiltered(page, "Visibilidad", "Privados", /visibility=private/, /Privado/);
  await expectFiltered(page, "Visibilidad", "Públicos", /visibility=public/, /Público/);
});

test("contracts: the status filter", async ({ page }) => {
  await open(page, "/admin/contracts");
  await expectFiltered(page, "Estado", "Borrador", /status=draft/, /Borrador/);
  await expectFiltered(page, "Estado", "Activo", /status=active/, /Activo/);
});

test("participations: the status filter, and the empty text when nothing matches", async ({ page }) => {
  await open(page, "/admin/investments");
  await expectFiltered(page, "Estado", "Activa", /status=active/, /Activa/);
  // The participations of the liquidated demo operations are settled (Liquidada)…
  await expectFiltered(page, "Estado", "Liquidada", /status=closed/, /Liquidada/);
  // …and an operation of this spec's own, with one confirmed participation, has none cancelled (the
  // specs beside this one cancel participations of theirs).
  const title = `Filtros ${Date.now()}`;
  const operation = await ownOperation(page.request, title);
  const investor = await page.request.post("/api/users", {
    data: { firstName: "Filtrada", lastName: "Prueba", email: `filtrada.${Date.now()}@e2e.example` },
    ...fromTheSite(),
  });
  expect(investor.status()).toBe(201);
  const { id: userId } = (await investor.json()) as { id: string };
  await identifyInPerson(page.request, userId);
  const joined = await page.request.post("/api/investments", {
    data: { userId, operationId: operation.id, amount: "10000", status: "active" },
    ...fromTheSite(),
  });
  expect(joined.status(), await joined.text()).toBe(201);
  await open(page, `/admin/investments?q=${encodeURIComponent(title)}`);
  await expectFiltered(page, "Estado", "Activa", /status=active/, /Activa/);
  await filterBy(page, "Estado", "Cancelada", /status=cancelled/);
  await expect(page.getByText("No se encontraron participaciones.").filter({ visible: true })).toBeVisible();
  await expect(page.getByTestId("data-row").filter({ visible: true })).toHaveCount(0);
});

test("investors: the sales agent filter", async ({ page }) => {
  await open(page, "/admin/inversores");
  await expectFiltered(page, "Comercial", "Marta Gil", /comercial=Marta/, /Marta Gil/);
});

test("messages: the read filter", async ({ page }) => {
  await open(page, "/admin/messages");
  await expectFiltered(page, "Leídos", "No leídos", /read=unread/, /No leído/);
  await expectFiltered(page, "Leídos", "Leídos", /read=read/, /\bLeído\b/);
});
