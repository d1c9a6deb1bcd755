import { expect, test, type Page } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { fromTheSite, identifyInPerson, ownInvestor, ownOperation } from "../fixtures";
import { E2E_URL } from "../server";

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/**
 * Issue 67, item 3 (Must show): a new investor follows "Primeros pasos" on Mi Dashboard — verify, see the operations,
 * ask — to a confirmed request, and copies the club's IBAN and the payment's reference from the banner.
 */
test("a new investor follows Primeros pasos to a confirmed request and copies the IBAN and the reference", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext({ storageState: SIGNED_IN.admin })).newPage();
  const title = `Primeros pasos e2e ${Date.now().toString(36)}`;
  const operation = await ownOperation(admin.request, title);
  const investor = await ownInvestor(admin.request, browser, "Primera", { verified: false });
  await investor.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_URL });
  const page = await investor.context.newPage();
  const steps = page.getByTestId("first-steps");
  const step = (key: string) => page.getByTestId(`first-step-${key}`);
  try {
    // 1. Verify: the next step's link; the club identifies her (in person, here).
    await open(page, "/investor");
    await expect(steps.getByRole("heading", { name: "Primeros pasos" })).toBeVisible();
    await expect(step("identity")).toHaveAttribute("data-state", "todo");
    await steps.getByRole("link", { name: "Verificar mi identidad" }).click();
    await expect(page).toHaveURL(/\/investor\/verificacion$/);
    await identifyInPerson(admin.request, investor.id);

    // 2. See the operations, and 3. ask to participate.
    await open(page, "/investor");
    await expect(step("identity")).toHaveAttribute("data-state", "done");
    await steps.getByRole("link", { name: "Ver las operaciones" }).click();
    await expect(page).toHaveURL(/\/operations$/);
    await page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) })
      .getByRole("link", { name: "Ver Detalles" })
      .click();
    await page.getByRole("link", { name: "Quiero participar" }).first().click();
    await page.getByLabel("Importe (€) *").fill("10.000");
    await page.getByLabel(/acepto/i).check();
    await page
      .getByTestId("risk-warning")
      .getByLabel(/^Entiendo que esta inversión/)
      .check();
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page).toHaveURL(/\/investor\/operations$/);
    await open(page, "/investor");
    await expect(step("request")).toHaveAttribute("data-state", "waiting");

    // The club confirms it, as Solicitudes does.
    const [request] = (await (await admin.request.get(`/api/investments?operationId=${operation.id}`)).json()) as Record<string, unknown>[];
    const confirmed = await admin.request.put(`/api/investments/${request!.id as string}`, {
      data: { ...request, status: "active" },
      ...fromTheSite(),
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const { paymentReference } = (await confirmed.json()) as { paymentReference: string };

    // 4. Pay: the banner says what, by when, where to, and copies the IBAN and the reference as the bank takes them.
    await open(page, "/investor");
    const due = page.getByTestId("payments-due");
    await expect(due.getByRole("heading", { name: `Tu participación en ${title} está confirmada` })).toBeVisible();
    await expect(due).toContainText("10.000,00 €");
    await expect(due.getByText("Fecha límite")).toBeVisible();
    await expect(step("payment")).toHaveAttribute("data-state", "todo");
    await due.getByRole("button", { name: "Copiar el IBAN" }).click();
    await toast(page, "IBAN copiado");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("ES6621000418401234567891");
    await due.getByRole("button", { name: "Copiar la referencia" }).click();
    await toast(page, "Referencia copiada");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(paymentReference);
  } finally {
    await admin.request.post(`/api/operations/${operation.id}/archive`, { data: {}, ...fromTheSite() });
    await investor.context.close();
  }
});
