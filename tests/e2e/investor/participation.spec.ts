import { expect, test } from "@playwright/test";
import { SIGNED_IN, SIGNED_OUT, open, signInWithForm } from "../auth/helpers";
import { OWN_INVESTOR_PASSWORD, ownInvestor } from "../fixtures";
import { camt053 } from "../../helpers/bank-statements";

const SLUG = "loft-en-poblenou-compra-de-credito-npl";
const TITLE = "Loft en Poblenou";

test.use(SIGNED_OUT);

test("Quiero participar: a visitor signs in, asks for 40.000 €, the club confirms it, the investor sees how to pay, the bank's statement pays it once", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // An investor of this spec's own (identified, with no money yet): the demo investor's figures are read by other specs.
  const adminContext = await browser.newContext({ storageState: SIGNED_IN.admin });
  const admin = await adminContext.newPage();
  const investor = await ownInvestor(admin.request, browser, "Paula");
  await investor.context.close();
  const confirm = `Confirmar la solicitud de Paula Prueba`;

  await open(page, `/operations/${SLUG}`);
  await page.getByRole("link", { name: "Quiero participar" }).click();
  // Signed out: the sign-in page, then back to the request.
  await expect(page).toHaveURL(/\/handler\/sign-in/);
  await signInWithForm(page, investor.email, OWN_INVESTOR_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/investor/participar/${SLUG}$`));
  await expect(page.getByRole("heading", { name: "Quiero participar", level: 1 })).toBeVisible();

  const amount = page.getByLabel("Importe (€) *");
  await amount.fill("5.000");
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByText("Debes aceptar las condiciones de la operación")).toBeVisible();
  await page.getByLabel(/acepto/i).check();
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByText("El importe mínimo de esta operación es 30.000,00 €")).toBeVisible();
  await amount.fill("40.000");
  await expect(page.getByText("Se entiende: 40.000,00 €")).toBeVisible();
  // Without an appropriateness test, the risk warning is asked for (issue 66, item 2).
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByText("Confirma que entiendes la advertencia de riesgo para enviar la solicitud")).toBeVisible();
  await page.getByLabel(/^Entiendo que esta inversión/).check();
  await page.getByRole("button", { name: "Enviar solicitud" }).click();

  await expect(page).toHaveURL(/\/investor\/operations$/);
  const request = page.getByTestId("own-request").filter({ visible: true }).filter({ hasText: TITLE });
  await expect(request).toContainText("40.000,00 €");
  await expect(request).toContainText("Solicitada");
  await expect(page.getByTestId("asked-total")).toHaveText("40.000,00 €");

  // The club confirms it from the operation's page.
  const { id } = (await (await admin.request.get(`/api/operations/slug/${SLUG}`)).json()) as { id: string };
  await open(admin, `/admin/operations/${id}`);
  await admin.getByRole("button", { name: confirm }).click();
  await expect(admin.getByText("Participación confirmada", { exact: true })).toBeVisible();
  await expect(admin.getByRole("button", { name: confirm })).toHaveCount(0);
  await adminContext.close();

  // Committed now: in Mis Operaciones with its amount, no longer among the requests.
  await open(page, "/investor/operations");
  const card = page.getByTestId("investor-operation").filter({ hasText: TITLE });
  await expect(card).toContainText("40.000,00 €");
  // Still in its reflection period (issue 66, item 3): among the requests only to be revoked.
  await expect(page.getByTestId("own-request").filter({ visible: true }).filter({ hasText: TITLE })).toContainText(
    "Periodo de reflexión hasta el",
  );
  // …with what to pay, where, with which reference and by when.
  const instructions = card.getByTestId("payment-instructions");
  await expect(instructions.getByRole("heading", { name: "Pago pendiente" })).toBeVisible();
  await expect(instructions).toContainText("40.000,00 €");
  await expect(instructions).toContainText("ES66 2100 0418 4012 3456 7891");
  const printed = instructions.getByTestId("payment-reference");
  await expect(printed).toHaveText(/^RF\d{2} [2-9A-HJ-NP-Z]{4} [2-9A-HJ-NP-Z]{3}$/);
  const reference = (await printed.textContent())!;

  // The investor transfers it with the reference; the admin imports the bank's CAMT.053 statement.
  const statement = camt053({
    entries: [
      {
        bankReference: `E2E-${reference.replaceAll(" ", "")}`,
        amount: "40000.00",
        bookingDate: "2026-11-21",
        valueDate: "2026-11-20",
        remittance: [`Aportacion ${reference}`],
      },
    ],
  });
  const bank = await (await browser.newContext({ storageState: SIGNED_IN.admin })).newPage();
  await open(bank, "/admin/banco");
  const importBankStatement = async () => {
    await bank
      .getByLabel("Extracto (CAMT.053 o Norma 43) *")
      .setInputFiles({ name: "camt053-noviembre.xml", mimeType: "application/xml", buffer: Buffer.from(statement) });
    await bank.getByRole("button", { name: "Importar extracto" }).click();
  };
  await importBankStatement();
  await expect(bank.getByText("1 conciliado, 0 pendientes de revisión, 0 ya importados")).toBeVisible();
  await expect(bank.getByTestId("bank-entry").filter({ visible: true }).filter({ hasText: TITLE })).toContainText("40.000,00 €");

  // The participation shows it paid, dated the statement's value date.
  await open(page, "/investor/operations");
  const paidCard = page.getByTestId("investor-operation").filter({ hasText: TITLE });
  await expect(paidCard.getByTestId("participation-paid")).toHaveText("40.000,00 €");
  await expect(paidCard.getByTestId("participation-pending")).toHaveText("0,00 €");
  await expect(paidCard.getByTestId("payment-instructions")).toHaveCount(0);
  const payments = paidCard.getByTestId("participation-payment").filter({ visible: true });
  await expect(payments).toHaveCount(1);
  await expect(payments).toContainText("20/11/2026");
  await expect(payments).toContainText("−40.000,00 €"); // signed from the investor's side: money that left them

  // The same statement again adds nothing.
  await importBankStatement();
  await expect(bank.getByText("0 conciliados, 0 pendientes de revisión, 1 ya importado")).toBeVisible();
  await bank.context().close();
  // Reloaded the way every spec opens a page: once no streamed part is still hidden, waiting to be swapped in.
  await open(page, "/investor/operations");
  await expect(paidCard.getByTestId("participation-paid")).toHaveText("40.000,00 €");
  await expect(paidCard.getByTestId("participation-payment").filter({ visible: true })).toHaveCount(1);
});
