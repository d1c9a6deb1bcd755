import { expect, test } from "@playwright/test";
import { fetchOperations, fromTheSite } from "../fixtures";
import { SIGNED_IN, open } from "../auth/helpers";
import { pickRowAction } from "./row-menu";

test.use({ storageState: SIGNED_IN.admin });

/**
 * Issue 10: an admin marks "Subasta celebrada" done in the operation's procedure dialog; the
 * public page and the investor's "Mis Operaciones" show it at once.
 */
test("an admin marks the auction held, and the public page and the investor's page show it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const ruzafa = (await fetchOperations(page.request)).find((operation) => operation.title.includes("Ruzafa"))!;
  const { options } = (await (await page.request.get("/api/options/operations?q=Ruzafa")).json()) as { options: { value: string }[] };
  const timelineUrl = `/api/operations/${options[0]!.value}/timeline`;
  const original = (await (await page.request.get(timelineUrl)).json()) as Record<string, unknown>[];

  await open(page, "/admin/operations");
  await page.getByPlaceholder("Buscar por título o provincia...").fill("Ruzafa");
  await expect(page.getByTestId("data-row")).toHaveCount(1);
  await pickRowAction(page, ruzafa.title, `Procedimiento judicial de ${ruzafa.title}`);
  const dialog = page.getByRole("dialog", { name: "Procedimiento judicial" });
  await expect(dialog.getByTestId("milestone-row")).toHaveCount(10);

  // A future actual date is refused with a Spanish message before anything is sent.
  const celebrated = dialog.getByTestId("milestone-row").filter({ hasText: "6. Subasta celebrada" });
  await celebrated.getByRole("combobox", { name: "Estado" }).click();
  await page.getByRole("option", { name: "Completado" }).click();
  await celebrated.getByLabel("Fecha").fill("2099-01-01");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(celebrated.getByText("La fecha real no puede ser posterior a hoy")).toBeVisible();

  // "Completado" puts today's date when the expected one is still ahead.
  await dialog.getByRole("button", { name: "Marcar completado: Subasta celebrada" }).click();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Procedimiento actualizado", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The public page: the step is completed and the current step moved on.
  await open(page, `/operations/${ruzafa.slug}`);
  const step = page.getByTestId("milestone").filter({ hasText: "Subasta celebrada" });
  await expect(step.getByTestId("milestone-status")).toHaveText("Completado");
  await expect(page.getByTestId("current-step")).toHaveText("Paso actual: Adjudicación");
  await expect(page.locator('[aria-current="step"]')).toContainText("Adjudicación");

  // The operations list card shows the current step too.
  await open(page, "/operations");
  await expect(page.getByTestId("operation-card").filter({ hasText: ruzafa.title }).getByTestId("card-current-step")).toHaveText(
    /Adjudicación/,
  );

  // The investor who holds it sees the same in "Mis Operaciones".
  const investorContext = await browser.newContext({ storageState: SIGNED_IN.investor });
  const investorPage = await investorContext.newPage();
  await open(investorPage, "/investor/operations");
  const card = investorPage.getByTestId("investor-operation").filter({ hasText: ruzafa.title });
  await expect(card.getByTestId("milestone").filter({ hasText: "Subasta celebrada" }).getByTestId("milestone-status")).toHaveText(
    "Completado",
  );
  await expect(card.getByTestId("next-milestone")).toContainText("Adjudicación");
  await investorContext.close();

  // Put the demo case back for the other specs.
  const milestones = original.map(({ id: _id, ...milestone }) => milestone);
  expect((await page.request.put(timelineUrl, { data: { milestones }, ...fromTheSite() })).status()).toBe(200);
});

test("the court case of an operation deleted meanwhile says so, and the dialog still closes", async ({ page }) => {
  const title = `Local en Cádiz ${Date.now()}`;
  const created = await page.request.post("/api/operations", {
    data: { title, province: "cadiz", pvp: "90000", ticketMin: "10000" },
    ...fromTheSite(),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await open(page, `/admin/operations?q=${encodeURIComponent(title)}`);
  const opener = page.getByRole("button", { name: `Acciones de ${title}` });
  await expect(opener).toBeVisible();

  // Another admin deletes it while this list is on screen.
  expect((await page.request.delete(`/api/operations/${id}`, fromTheSite())).status()).toBe(204);
  await pickRowAction(page, title, `Procedimiento judicial de ${title}`);
  const dialog = page.getByRole("dialog", { name: "Procedimiento judicial" });
  await expect(dialog.getByRole("alert")).toHaveText("No se pudieron cargar los datos: No encontrado.");
  await expect(dialog.getByRole("status", { name: "Cargando" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Guardar" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the scenario an admin marks «previsto» is the operation's expected return and term, everywhere", async ({ page }) => {
  const title = `Crédito en Vigo ${Date.now()}`;
  const created = await page.request.post("/api/operations", {
    data: { title, province: "pontevedra", pvp: "100000", ticketMin: "10000", expectedReturn: "9", expectedTerm: "12" },
    ...fromTheSite(),
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  await open(page, `/admin/operations?q=${encodeURIComponent(title)}`);
  await pickRowAction(page, title, `Escenarios de rentabilidad de ${title}`);
  const dialog = page.getByRole("dialog", { name: "Escenarios de rentabilidad" });
  await dialog.getByRole("button", { name: "Cargar escenarios por defecto" }).click();
  const rows = dialog.getByTestId("scenario-row");
  // Ticking one unticks the other: one «previsto» at most.
  await rows.nth(1).getByLabel("Escenario previsto").check();
  await rows.nth(2).getByLabel("Escenario previsto").check();
  await expect(rows.nth(1).getByLabel("Escenario previsto")).not.toBeChecked();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Escenarios actualizados", { exact: true })).toBeVisible();

  // The sale, 24 months, 1,45 €/€ back and 0,08 of costs: 10.000 → 14.500 − 800 = 13.700; gain 3.700, the club's 1.850: +18,5 %.
  // (The list is opened again: the edit form takes the row the list holds.)
  await open(page, `/admin/operations?q=${encodeURIComponent(title)}`);
  await pickRowAction(page, title, `Editar ${title}`);
  const form = page.getByRole("dialog", { name: /Editar/ });
  await expect(form.getByLabel("Rentabilidad esperada (total)")).toHaveValue("18,5");
  await expect(form.getByLabel("Rentabilidad esperada (total)")).toHaveAttribute("readonly", "");
  await expect(
    form.getByText("Del escenario previsto «El club se adjudica y vende»: se cambia en Escenarios de rentabilidad").first(),
  ).toBeVisible();
  await expect(form.getByLabel("Plazo estimado")).toHaveValue("24");
  await form.getByRole("button", { name: "Cancelar" }).click();

  await open(page, `/operations/${slug}`);
  await expect(page.locator('dt:text-is("Rentabilidad Esperada (total)") + dd')).toHaveText("18,5\u00a0%");
  await expect(page.locator('dt:text-is("Plazo Estimado") + dd')).toHaveText("24 meses");
  const expected = page.getByTestId("scenario").filter({ has: page.getByText("Previsto", { exact: true }) });
  await expect(expected.getByRole("heading")).toHaveText("El club se adjudica y vende");
  expect((await page.request.delete(`/api/operations/${(await created.json()).id}`, fromTheSite())).status()).toBe(204);
});
