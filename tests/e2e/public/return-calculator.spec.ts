import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { demoOperation, euros } from "../fixtures";
import { open } from "../auth/helpers";

async function chamberi(page: import("@playwright/test").Page) {
  return demoOperation(page.request, "Piso en Chamberí");
}

test("a visitor changes the ticket and the figures change; never below the minimum ticket", async ({ page }) => {
  const operation = await chamberi(page);
  await open(page, `/operations/${operation.slug}`);
  const ticket = page.getByLabel("Importe a invertir (€)");
  await expect(ticket).toHaveValue("30000");
  const debtorPays = page.getByTestId("scenario").filter({ hasText: "El deudor paga" });
  // Demo scenario: 6 months, 1,1405 €/€ gross, 0,01 €/€ costs. 30.000 → 34.215 − 300 = 33.915; gain 3.915, fee 1.957,50.
  await expect(debtorPays.getByTestId("scenario-returned")).toHaveText(euros("31957.50"));
  await expect(debtorPays.getByTestId("scenario-gain")).toHaveText(euros("1957.50"));
  await expect(page.getByTestId("scenario")).toHaveCount(3);

  await ticket.fill("60.000");
  await expect(page.getByTestId("calculator-understood")).toHaveText(`Cálculo para ${euros("60000.00")}`);
  await expect(debtorPays.getByTestId("scenario-returned")).toHaveText(euros("63915.00"));
  await expect(debtorPays.getByTestId("scenario-gain")).toHaveText(euros("3915.00"));

  await ticket.fill("1000");
  await expect(page.getByText("El ticket mínimo es 30.000,00 €; se calcula con el mínimo.")).toBeVisible();
  await expect(debtorPays.getByTestId("scenario-returned")).toHaveText(euros("31957.50"));
  await expect(page.getByTestId("calculator-legal-note")).toHaveText("Escenarios ilustrativos; no constituyen una garantía de rentabilidad.");
});

test("the expected return on the page is its «Previsto» scenario's, at the minimum ticket", async ({ page }) => {
  const operation = await chamberi(page);
  await open(page, `/operations/${operation.slug}`);
  // The sale, 18 months, 1,37 €/€ gross, 0,08 €/€ costs: 30.000 → 41.100 − 2.400 = 38.700; gain 8.700, fee 4.350: +14,50 %.
  const expected = page.getByTestId("scenario").filter({ has: page.getByText("Previsto", { exact: true }) });
  await expect(expected).toHaveCount(1);
  await expect(expected.getByRole("heading")).toHaveText("El club se adjudica y vende");
  await expect(expected.getByTestId("scenario-gain")).toHaveText(euros("4350.00"));
  await expect(fact(expected, "Rentabilidad sobre el ticket")).toHaveText("14,5\u00a0%");
  await expect(expected).toContainText("18 meses");
  await expect(fact(page, "Rentabilidad Esperada (total)")).toHaveText("14,5\u00a0%");
  await expect(fact(page, "Plazo Estimado")).toHaveText("18 meses");
});

/** The value of a figure (a dt and its dd) inside `scope`. */
const fact = (scope: import("@playwright/test").Page | import("@playwright/test").Locator, label: string) =>
  scope.locator(`dt:text-is("${label}") + dd`);

test("the court-case timeline: an ordered list with the current step, a calendar file, and no axe violation", async ({ page }) => {
  const operation = await chamberi(page);
  await open(page, `/operations/${operation.slug}`);
  const timeline = page.getByRole("list", { name: "Procedimiento Judicial" });
  await expect(timeline.getByRole("listitem")).toHaveCount(10);
  await expect(timeline.locator('[aria-current="step"]')).toHaveCount(1);
  await expect(page.getByTestId("current-step")).toHaveText("Paso actual: Compra del crédito");
  // "Estado Procesal y Jurídico" stays as it was.
  await expect(page.getByText("Estado Procesal y Jurídico")).toBeVisible();

  const ics = await page.request.get(`/api/operations/${operation.slug}/calendar.ics`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect(await ics.text()).toContain("BEGIN:VEVENT");

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("a finished operation offers no calculator: it takes no more money", async ({ page }) => {
  const finished = await demoOperation(page.request, "Chalet en Nervión");
  expect(finished.status).toBe("finalizada");
  await open(page, `/operations/${finished.slug}`);
  await expect(page.getByRole("heading", { name: finished.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Procedimiento Judicial" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "¿Cuánto podrías ganar?" })).toHaveCount(0);
  await expect(page.getByTestId("scenario")).toHaveCount(0);
});
