import { expect, test, type Page } from "@playwright/test";
import { SIGNED_IN, SIGNED_OUT, open } from "../auth/helpers";
import { fromTheSite, givePayoutAccount, mailTo, ownInvestor, ownOperation } from "../fixtures";
import { camt053 } from "../../helpers/bank-statements";
import { BACKDATED } from "../backdated";
import { dayInMadrid } from "@/lib/format";

/**
 * Issue 66, "Must show": what an investor is told, asked and may take back. A new investor takes the
 * appropriateness test (one answer wrong), acknowledges the warning, opens the operation's sheet, asks
 * (the warning again), is confirmed, pays and revokes in the reflection period: the money goes back in
 * the refunds' SEPA batch and the place is free. The deposit contract signed, paid and withdrawn from
 * with its withdrawal function. Rows backdated before the server started (tests/e2e/backdated-rows.ts)
 * are past both periods: nothing is offered and the API answers 409.
 */
test.use(SIGNED_OUT);

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

test("a new investor takes the test, reads the sheet, asks, pays and revokes: the refund leaves in its own batch", async ({ browser }) => {
  test.setTimeout(150_000);
  const admin = await (await browser.newContext({ storageState: SIGNED_IN.admin })).newPage();
  const title = `Operación de la reflexión ${Date.now().toString(36)}`;
  const operation = await ownOperation(admin.request, title);
  const { context, email } = await ownInvestor(admin.request, browser, "Renata");
  await givePayoutAccount(context);
  const page = await context.newPage();

  // The test: the third answer wrong (all four pass), her finances: 40.000 + 60.000 − 12.000 = 88.000.
  await open(page, "/investor/conveniencia");
  await page.getByLabel("Todo el capital invertido", { exact: true }).check();
  await page.getByLabel("Al liquidarse la operación, que depende del procedimiento judicial").check();
  await page.getByLabel("Sí, la rentabilidad lo justifica").check();
  await page.getByLabel(/^No: ni ese fondo ni ningún otro la cubre/).check();
  await page.getByLabel("Ingresos netos anuales (€) *").fill("40.000");
  await page.getByLabel("Activos líquidos (€) *").fill("60.000");
  await page.getByLabel("Compromisos financieros anuales (€) *").fill("12.000");
  await page.getByRole("button", { name: "Enviar el test" }).click();
  await toast(page, "Test no superado");
  const result = page.getByText(/^Patrimonio neto declarado/);
  await expect(result).toContainText("88.000,00 €");
  await expect(result).toContainText("8.800,00 €");
  const warning = page.getByTestId("risk-warning");
  await expect(warning).toContainText("esta inversión puede no ser adecuada para ti");
  await warning.getByLabel(/^Entiendo que esta inversión/).check();
  await warning.getByRole("button", { name: "Acepto la advertencia" }).click();
  await toast(page, "Advertencia aceptada");
  await expect(page.getByText(/^Aceptaste la advertencia el/)).toBeVisible();

  // The operation's sheet, as a page and as its PDF.
  await open(page, `/operations/${operation.slug}/ficha`);
  await expect(page.getByRole("heading", { name: "Ficha de información de la inversión" })).toBeVisible();
  await expect(page.getByTestId("sheet-disclaimers")).toContainText("no está cubierta por el Fondo de Garantía de Depósitos");
  await expect(page.getByText(/^Versión 1 ·/)).toBeVisible();
  const sheet = (await (await page.request.get(`/api/operations/${operation.id}/ficha`)).json()) as { version: number; url: string };
  const pdf = await page.request.get(sheet.url);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // Asking for 20.000 (above 5 % of 88.000 = 4.400): the warning again, acknowledged on the request.
  await open(page, `/investor/participar/${operation.slug}`);
  await expect(page.getByRole("link", { name: "Ficha de información de la operación (versión 1, PDF)" })).toBeVisible();
  await page.getByLabel("Importe (€) *").fill("20.000");
  await page.getByLabel(/acepto/i).check();
  await expect(page.getByTestId("risk-warning")).toBeVisible();
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByText("Confirma que entiendes la advertencia de riesgo para enviar la solicitud")).toBeVisible();
  await page
    .getByTestId("risk-warning")
    .getByLabel(/^Entiendo que esta inversión/)
    .check();
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page).toHaveURL(/\/investor\/operations$/);

  // Confirmed by the club, and paid.
  await open(admin, `/admin/operations/${operation.id}`);
  await admin.getByRole("button", { name: "Confirmar la solicitud de Renata Prueba" }).click();
  await toast(admin, "Participación confirmada");
  const listed = (await (await admin.request.get(`/api/investments?operationId=${operation.id}`)).json()) as
    { id: string; status: string }[] | { rows: { id: string; status: string }[] };
  const participation = (Array.isArray(listed) ? listed : listed.rows).find((row) => row.status === "active")!;
  const paid = await admin.request.post("/api/transactions", {
    data: { operationId: operation.id, investmentId: participation.id, type: "APORTE", amount: "20000" },
    ...fromTheSite(),
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await expect
    .poll(
      async () =>
        ((await (await admin.request.get(`/api/operations/slug/${operation.slug}`)).json()) as { percentageFinanced: number })
          .percentageFinanced,
    )
    .toBe(6);

  // Within the 4 days: "Revocar sin penalización".
  await open(page, "/investor/operations");
  const row = page.getByTestId("own-request").filter({ visible: true }).filter({ hasText: title });
  await expect(row).toContainText("Periodo de reflexión hasta el");
  await row.getByRole("button", { name: `Revocar sin penalización mi participación en ${title}` }).click();
  await page.getByRole("alertdialog", { name: "¿Revocar tu participación?" }).getByRole("button", { name: "Revocar" }).click();
  await toast(page, "Participación revocada");
  await expect.poll(() => mailTo(email).some((mail) => mail.subject === `Solicitud revocada: ${title}`), { timeout: 20_000 }).toBe(true);

  // The place is free, and the refund waits in Devoluciones for its own batch.
  await expect
    .poll(
      async () =>
        ((await (await admin.request.get(`/api/operations/slug/${operation.slug}`)).json()) as { percentageFinanced: number })
          .percentageFinanced,
    )
    .toBe(0);
  await open(admin, "/admin/devoluciones");
  const pending = admin.getByTestId("pending-refund").filter({ visible: true }).filter({ hasText: "Renata Prueba" });
  await expect(pending).toContainText("20.000,00 €");
  const downloading = admin.waitForEvent("download");
  await admin.getByRole("button", { name: "Transferencias SEPA de las devoluciones (XML)" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Hacer la remesa" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transferencias-devoluciones-\d+\.xml$/);
  const xml = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(xml).toString("utf8")).toContain('<InstdAmt Ccy="EUR">20000.00</InstdAmt>');
  await expect(admin.getByTestId("pending-refund").filter({ visible: true }).filter({ hasText: "Renata Prueba" })).toHaveCount(0);
  await expect(admin.getByTestId("refund-batch").filter({ visible: true }).first()).toContainText("20.000,00 €");
  await admin.context().close();
  await context.close();
});

test("the deposit contract signed, paid and withdrawn from with its function: acknowledged by e-mail, refunded in its own batch", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await (await browser.newContext({ storageState: SIGNED_IN.admin })).newPage();
  const holder = await ownInvestor(admin.request, browser, "Desistente");
  await givePayoutAccount(holder.context);
  const investor = await holder.context.newPage();
  await open(investor, "/investor/deposito");
  await expect(investor.getByRole("link", { name: /^Ficha de información de la cuenta de depósito \(versión \d+, PDF\)$/ })).toBeVisible();
  await investor.getByRole("button", { name: "Enviarme el código de firma" }).click();
  await expect
    .poll(() => mailTo(holder.email).some((mail) => mail.subject === "Tu código para firmar el contrato de la cuenta de depósito"), {
      timeout: 20_000,
    })
    .toBe(true);
  const code = /Tu código de firma es: (\d{6})/.exec(mailTo(holder.email).at(-1)!.text)![1]!;
  await investor.getByLabel(/^He leído la ficha de información \(versión \d+\) y acepto el contrato/).check();
  await investor.getByLabel("Código de firma").fill(code);
  await investor.getByRole("button", { name: "Firmar y abrir la cuenta" }).click();
  await toast(investor, "Cuenta de depósito abierta");
  const reference = (await investor.getByTestId("deposit-reference").textContent())!;

  // Paid in today by a bank transfer with the account's reference.
  const today = dayInMadrid(new Date());
  await open(admin, "/admin/banco");
  await admin.getByLabel("Extracto (CAMT.053 o Norma 43) *").setInputFiles({
    name: "camt053-desistimiento.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(
      camt053({
        entries: [
          {
            bankReference: `E2E-D-${reference.replaceAll(" ", "")}`,
            amount: "12000.00",
            bookingDate: today,
            valueDate: today,
            remittance: [`Deposito ${reference}`],
          },
        ],
      }),
    ),
  });
  await admin.getByRole("button", { name: "Importar extracto" }).click();
  await expect(admin.getByText("1 conciliado, 0 pendientes de revisión, 0 ya importados")).toBeVisible();

  // "Desistir del contrato aquí": the name, the contract, an e-mail; then the confirmation.
  await open(investor, "/investor/deposito");
  await investor.getByRole("button", { name: "Desistir del contrato aquí" }).click();
  const dialog = investor.getByRole("dialog");
  await expect(dialog).toContainText(/Contrato de cuenta de depósito, versión \d+/);
  await dialog.getByLabel("Email para el acuse de recibo *").fill(`acuse.${holder.email}`);
  await dialog.getByRole("button", { name: "Confirmar el desistimiento" }).click();
  await toast(investor, "Desistimiento recibido");
  await expect(investor.getByRole("button", { name: "Desistir del contrato aquí" })).toHaveCount(0);
  await expect(investor.getByText(/^Desististe del contrato el/)).toBeVisible();
  await expect
    .poll(
      () =>
        mailTo(`acuse.${holder.email}`).some(
          (mail) => mail.subject === "Acuse de recibo: desistimiento del contrato de cuenta de depósito",
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  const acknowledgment = mailTo(`acuse.${holder.email}`).find((mail) => mail.subject.startsWith("Acuse de recibo"))!;
  expect(acknowledgment.text).toMatch(/hemos recibido el \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2} \(hora de Madrid\)/);

  // The refund: its own batch in Devoluciones, never the window's.
  await open(admin, "/admin/devoluciones");
  await expect(admin.getByTestId("pending-refund").filter({ visible: true }).filter({ hasText: "Desistente Prueba" })).toContainText(
    "Desistimiento",
  );
  const downloading = admin.waitForEvent("download");
  await admin.getByRole("button", { name: "Transferencias SEPA de las devoluciones (XML)" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Hacer la remesa" }).click();
  const xml = Buffer.concat(await (await (await downloading).createReadStream()).toArray()).toString("utf8");
  expect(xml).toContain('<InstdAmt Ccy="EUR">12000.00</InstdAmt>');
  await admin.context().close();
  await holder.context.close();
});

test("past the periods (rows backdated before the server started): no Revocar, no Desistir, and the API answers 409", async ({ page }) => {
  const signedIn = await page.request.post("/api/auth/sign-in", {
    data: { email: BACKDATED.email, password: BACKDATED.password },
    ...fromTheSite(),
  });
  expect(signedIn.status()).toBe(200);
  // Confirmed 5 days ago: in Mis Operaciones as a participation, and no longer among the requests to revoke.
  await open(page, "/investor/operations");
  await expect(
    page.getByTestId("investor-operation").filter({ visible: true }).filter({ hasText: BACKDATED.operationTitle }),
  ).toBeVisible();
  await expect(page.getByTestId("own-request").filter({ hasText: BACKDATED.operationTitle })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Revocar sin penalización/ })).toHaveCount(0);
  const revoked = await page.request.post(`/api/investments/${BACKDATED.participationId}/revocation`, { data: {}, ...fromTheSite() });
  expect(revoked.status()).toBe(409);
  expect(((await revoked.json()) as { error: string }).error).toMatch(/^El periodo de reflexión terminó el/);

  await open(page, "/investor/deposito");
  await expect(page.getByTestId("deposit-figures")).toBeVisible();
  await expect(page.getByRole("button", { name: "Desistir del contrato aquí" })).toHaveCount(0);
  const desisted = await page.request.post("/api/deposit-accounts/mine/desistimiento", {
    data: { name: "Rosa Pasada", email: BACKDATED.email },
    ...fromTheSite(),
  });
  expect(desisted.status()).toBe(409);
});
