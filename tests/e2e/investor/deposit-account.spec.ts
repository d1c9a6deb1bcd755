import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { downloadedPdf, mailTo, ownInvestor } from "../fixtures";
import { camt053 } from "../../helpers/bank-statements";

test.use({ storageState: SIGNED_IN.admin });

/**
 * Issue 51: a verified investor opens the deposit account by signing its contract with the code
 * e-mailed to them (the signed PDF names the version and the evidence), and a bank transfer with
 * the account's reference pays into it.
 */
test("a verified investor opens the deposit account with an electronic signature and a bank statement pays it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const holder = await ownInvestor(page.request, browser, "Depositante");
  const investor = await holder.context.newPage();
  await open(investor, "/investor/deposito");
  await expect(investor.getByRole("heading", { name: "Condiciones" })).toBeVisible();
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
  await investor.getByLabel(/^He leído y acepto el contrato/).check();
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
            bookingDate: "2026-11-21",
            valueDate: "2026-11-20",
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
  await expect(investor.getByTestId("deposit-movement").filter({ visible: true })).toContainText("Aportación");
  await open(page, "/admin/deposito");
  await expect(page.getByTestId("deposit-account").filter({ hasText: "Depositante Prueba" })).toContainText("15.000,00 €");
  await holder.context.close();
});
