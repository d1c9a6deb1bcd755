import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import fs from "node:fs";
import { downloadedPdf, fromTheSite, givePayoutAccount, mailTo, ownInvestor } from "../fixtures";
import { camt053 } from "../../helpers/bank-statements";
import { dayInMadrid, formatDate } from "@/lib/format";
import { lastEndedPeriodEnd, periodOf } from "@/lib/deposit/calendar";
import { interestWithholding, periodInterest } from "@/lib/deposit/interest";
import { exclusive, FISCAL_SETTINGS } from "../exclusive";

/** "12.345,67 €" with ordinary spaces, as the page's text reads once normalised. */
const euros = (amount: string) =>
  new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR", useGrouping: "always" }).format(Number(amount)).replace(/\s/g, " ");

test.use({ storageState: SIGNED_IN.admin });

/**
 * Issue 51: a verified investor opens the deposit account by signing its contract with the code
 * e-mailed to them (the signed PDF names the version and the evidence), and a bank transfer with
 * the account's reference pays into it; the year's certificate carries its interest and withholding.
 */
test("a verified investor opens the deposit account with an electronic signature and a bank statement pays it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A name of its own: the interest run lists every account, those of earlier runs of this spec too.
  const name = `Depositante${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
  const holder = await ownInvestor(page.request, browser, name);
  // Their payout account, from Mis datos: the withdrawal is paid to it.
  await givePayoutAccount(holder.context);
  // The quarter that ended last (the demo's terms: 10 % TAE, quarterly, 19 %): the money arrives on its first day.
  const periodEnd = lastEndedPeriodEnd(dayInMadrid(new Date()), "quarterly");
  const { from, to } = periodOf(periodEnd, "quarterly");
  const investor = await holder.context.newPage();
  await open(investor, "/investor/deposito");
  await expect(investor.getByRole("heading", { name: "Condiciones", exact: true })).toBeVisible();
  await expect(investor.getByRole("heading", { name: /^Contrato de Cuenta de Depósito \(versión \d+\)$/ })).toBeVisible();
  await investor.getByRole("button", { name: "Enviarme el código de firma" }).click();
  await expect(investor.getByText(`Te hemos enviado un código a ${holder.email}`)).toBeVisible();
  await expect
    .poll(() => mailTo(holder.email).some((mail) => mail.subject === "Tu código para firmar el contrato de la cuenta de depósito"), {
      timeout: 20_000,
    })
    .toBe(true);
  const code = /Tu código de firma es: (\d{6})/.exec(mailTo(holder.email).at(-1)!.text)![1]!;

  await investor.getByRole("button", { name: "Firmar y abrir la cuenta" }).click();
  await expect(investor.getByText("Tienes que aceptar el contrato para firmarlo")).toBeVisible();
  await investor.getByLabel(/^He leído la ficha de información \(versión \d+\) y acepto el contrato/).check();
  await investor.getByLabel("Código de firma").fill(code === "000000" ? "111111" : "000000");
  await investor.getByRole("button", { name: "Firmar y abrir la cuenta" }).click();
  await expect(investor.getByRole("alert").filter({ hasText: "El código no es correcto" })).toBeVisible();
  await investor.getByLabel("Código de firma").fill(code);
  await investor.getByRole("button", { name: "Firmar y abrir la cuenta" }).click();
  await expect(investor.getByText("Cuenta de depósito abierta", { exact: true })).toBeVisible();
  const figures = investor.getByTestId("deposit-figures");
  await expect(figures).toContainText("Saldo");
  await expect(figures).toContainText("0,00 €");
  const reference = (await investor.getByTestId("deposit-reference").textContent())!;
  expect(reference).toMatch(/^RF\d{2} /);

  // The signed contract: its version and the evidence of the signature, read with a PDF parser.
  const signed = await downloadedPdf(investor, () => investor.getByRole("button", { name: "Descargar el contrato firmado (PDF)" }).click());
  expect(signed.name).toMatch(/^contrato-cuenta-deposito-v\d+\.pdf$/);
  expect(signed.text).toMatch(/Versión \d+/);
  expect(signed.text).toContain("Evidencias de la firma electrónica");
  expect(signed.text).toContain(holder.email);
  expect(signed.text).toMatch(/SHA-256 del texto firmado: [0-9a-f ]{64,}/);
  await expect
    .poll(() => mailTo(holder.email).some((mail) => mail.subject === "Tu cuenta de depósito está abierta"), { timeout: 20_000 })
    .toBe(true);

  // The admin imports the bank's statement: the transfer with the account's reference is its contribution.
  await open(page, "/admin/banco");
  await page.getByLabel("Extracto (CAMT.053 o Norma 43) *").setInputFiles({
    name: "camt053-deposito.xml",
    mimeType: "application/xml",
    buffer: Buffer.from(
      camt053({
        entries: [
          {
            bankReference: `E2E-${reference.replaceAll(" ", "")}`,
            amount: "15000.00",
            bookingDate: from,
            valueDate: from,
            remittance: [`Deposito ${reference}`],
          },
        ],
      }),
    ),
  });
  await page.getByRole("button", { name: "Importar extracto" }).click();
  await expect(page.getByText("1 conciliado, 0 pendientes de revisión, 0 ya importados")).toBeVisible();
  await open(investor, "/investor/deposito");
  await expect(figures).toContainText("15.000,00 €");
  // Signed as the account's statement: + what came into it.
  await expect(investor.getByTestId("deposit-movement").filter({ visible: true })).toContainText("Aportación");
  await expect(investor.getByTestId("deposit-movement").filter({ visible: true })).toContainText("+15.000,00 €");
  await open(page, "/admin/deposito");
  await expect(page.getByTestId("deposit-account").filter({ hasText: `${name} Prueba` })).toContainText("15.000,00 €");

  // A withdrawal asked for before a window; an admin approves it.
  await open(investor, "/investor/deposito");
  await investor.getByLabel("Importe a retirar (€)").fill("500");
  await investor.getByRole("button", { name: "Pedir la retirada" }).click();
  await expect(investor.getByRole("alert").filter({ hasText: "La retirada mínima es de 1.000,00" })).toBeVisible();
  await investor.getByLabel("Importe a retirar (€)").fill("2.000");
  await investor.getByRole("button", { name: "Pedir la retirada" }).click();
  await expect(investor.getByTestId("deposit-withdrawal").filter({ visible: true })).toContainText("Pendiente de aprobar");
  await open(page, "/admin/deposito");
  await page.getByRole("button", { name: `Aprobar la retirada de ${name} Prueba` }).click();
  await expect(page.getByText("Retirada aprobada", { exact: true })).toBeVisible();
  const queueRow = page.getByTestId("withdrawal-queue-row").filter({ visible: true, hasText: `${name} Prueba` });
  await expect(queueRow).toContainText("Aprobada");

  // Paid in its window by the SEPA batch of the payouts: sent to the bank, then paid when the statement shows the debit.
  const queue = (await (await page.request.get("/api/deposit-withdrawals")).json()) as { investor: string; windowDay: string }[];
  const windowDay = queue.find((w) => w.investor === `${name} Prueba`)!.windowDay;
  // Asked first: making the batch marks the transfers sent.
  await page.getByRole("button", { name: `Transferencias SEPA del ${formatDate(windowDay)} (XML)` }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("alertdialog").getByRole("button", { name: "Hacer la remesa" }).click();
  const xml = fs.readFileSync((await (await downloading).path())!, "utf8");
  const transfer = xml.split("<CdtTrfTxInf>").find((block) => block.includes(`${name} Prueba`))!;
  expect(transfer).toContain('<InstdAmt Ccy="EUR">2000.00</InstdAmt>');
  expect(transfer).toContain("<IBAN>ES7921000813610123456789</IBAN>");
  const endToEndId = /<EndToEndId>([^<]+)<\/EndToEndId>/.exec(transfer)![1]!;
  await expect(queueRow).toContainText("Enviada al banco");
  const debit = await page.request.post("/api/bank-statements", {
    data: Buffer.from(
      camt053({
        entries: [
          {
            bankReference: `E2E-${endToEndId}`,
            amount: "2000.00",
            bookingDate: windowDay,
            credit: false,
            endToEndId,
            remittance: ["Retirada"],
          },
        ],
      }),
    ),
    headers: { ...fromTheSite().headers, "content-type": "application/octet-stream", "x-file-name": "extracto-retirada.xml" },
  });
  expect(debit.status(), await debit.text()).toBe(200);
  expect(((await debit.json()) as { payoutsCompleted: number }).payoutsCompleted).toBe(1);
  await open(investor, "/investor/deposito");
  await expect(investor.getByTestId("deposit-withdrawal").filter({ visible: true })).toContainText("Pagada");
  // Asking for everything (the amount typed then does not count), then withdrawing the request while it waits.
  await investor.getByLabel("Importe a retirar (€)").fill("123");
  await investor.getByRole("checkbox", { name: "Retirarlo todo (saldo e intereses; cierra la cuenta)" }).check();
  await expect(investor.getByLabel("Importe a retirar (€)")).toBeDisabled();
  await investor.getByRole("button", { name: "Pedir la retirada" }).click();
  await expect(investor.getByText("Retirada pedida", { exact: true })).toBeVisible();
  const total = investor.getByTestId("deposit-withdrawal").filter({ visible: true, hasText: "Todo el saldo" });
  await expect(total).toContainText("Pendiente de aprobar");
  await total.getByRole("button", { name: "Anular" }).click();
  await expect(investor.getByText("Retirada anulada", { exact: true })).toBeVisible();
  await expect(total).toContainText("Anulada");
  await open(page, "/admin/deposito");

  // The quarter's interest run: 15.000 € the whole quarter at 10 % TAE, less 19 %.
  const interest = periodInterest({ tae: "0.1", from, to, opening: "0", changes: [{ day: from, amount: "15000" }] });
  const withholding = interestWithholding(interest, "19.00");
  await page.getByRole("button", { name: "Ver la previsión" }).click();
  const line = page.getByTestId("interest-line").filter({ visible: true, hasText: `${name} Prueba` });
  await expect(line).toContainText(euros(interest).replace(" €", ""));
  await page.getByRole("button", { name: "Confirmar el abono" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Abonar intereses" }).click();
  await expect(page.getByText("Intereses abonados", { exact: true })).toBeVisible();
  await open(investor, "/investor/deposito");
  const balance = (15000 * 100 + Math.round(Number(interest) * 100) - Math.round(Number(withholding) * 100)) / 100;
  await expect(figures).toContainText(euros(balance.toFixed(2)).replace(" €", ""));
  await expect(investor.getByTestId("deposit-movement").filter({ visible: true, hasText: "Retención IRPF" })).toContainText(
    `−${euros(withholding).replace(" €", "")}`,
  );

  // The year's certificate of withholdings carries the interest credited and its withholding, as the participations' gains.
  // (The certificate needs the club's NIF, which the liquidation spec empties for a moment.)
  await open(investor, "/investor/fiscalidad");
  const certificate = await exclusive(FISCAL_SETTINGS, () =>
    downloadedPdf(investor, () => investor.getByRole("button", { name: `Certificado ${periodEnd.slice(0, 4)} (PDF)` }).click()),
  );
  const net = ((Math.round(Number(interest) * 100) - Math.round(Number(withholding) * 100)) / 100).toFixed(2);
  expect(certificate.text).toContain(`${formatDate(periodEnd)} Cuenta de depósito ${euros(interest)} ${euros(withholding)} ${euros(net)}`);

  // Reversed (so that this spec can run again on the same server): the balance is the contribution again.
  await open(page, "/admin/deposito");
  await page
    .getByRole("button", { name: `Revertir el abono del ${periodEnd.split("-").reverse().join("/")}` })
    .first()
    .click();
  await page.getByRole("alertdialog").getByRole("textbox").fill("Prueba de extremo a extremo");
  await page.getByRole("alertdialog").getByRole("button", { name: "Revertir" }).click();
  await expect(page.getByText("Abono revertido", { exact: true })).toBeVisible();
  await holder.context.close();
});
