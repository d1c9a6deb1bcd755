import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { downloadedPdf, fromTheSite, ownInvestor, ownOperation } from "../fixtures";
import { SIGNED_IN, SIGNED_OUT, open, signIn } from "../auth/helpers";
import { withUnusedTotpCode } from "../../helpers/totp";
import { exclusive, FISCAL_SETTINGS } from "../exclusive";

/**
 * Knowing the investor (issue 49): nobody's participation is confirmed before the club has
 * identified them; a politically exposed person needs two administrators.
 */
test.use(SIGNED_OUT);

/** A 1 × 1 PNG: what a phone's photo of a document is, to the type sniffer. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f10000000049454e44ae426082",
  "hex",
);
const photo = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

const SECOND_ADMIN = { email: "segunda.admin@e2e.example", password: "clave-de-la-segunda-admin" };

/** An open operation of the spec's own, so that its requests touch no other spec's figures. */
const SECOND_ADMIN_SECRET = ".playwright/sign-in/second-admin-totp.txt";

/**
 * Signs the second administrator in, setting up their second factor when the account has none yet
 * (a fresh e2e database); its secret is kept for a retry of this spec, when the account asks for it.
 */
async function signInSecondAdmin(page: Page) {
  const signedIn = await page.request.post("/api/auth/sign-in", {
    data: { email: SECOND_ADMIN.email, password: SECOND_ADMIN.password },
    ...fromTheSite(),
  });
  expect(signedIn.status()).toBe(200);
  if (((await signedIn.json()) as { twoFactorRequired?: boolean }).twoFactorRequired) {
    const second = await withUnusedTotpCode(fs.readFileSync(SECOND_ADMIN_SECRET, "utf8"), (code) =>
      page.request.post("/api/auth/two-factor", { data: { code }, ...fromTheSite() }),
    );
    expect(second.status()).toBe(200);
    return;
  }
  const enrolment = await page.request.post("/api/auth/two-factor/enable", { data: { password: SECOND_ADMIN.password }, ...fromTheSite() });
  expect(enrolment.status(), await enrolment.text()).toBe(200);
  const { secret } = (await enrolment.json()) as { secret: string };
  const confirmed = await withUnusedTotpCode(secret, (code) =>
    page.request.post("/api/auth/two-factor/confirm", { data: { code }, ...fromTheSite() }),
  );
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  fs.writeFileSync(SECOND_ADMIN_SECRET, secret);
}

async function toast(page: Page, text: string | RegExp) {
  await expect(page.getByText(text).first()).toBeVisible();
}

test("a new investor asks, is refused confirmation while unverified, sends their identification, is verified, and is then confirmed", async ({
  page,
  browser,
}) => {
  const admin = await (await browser.newContext({ storageState: SIGNED_IN.admin })).newPage();
  const operation = await ownOperation(admin.request, `Verificación e2e ${Date.now().toString(36)}`);

  // Signs up…
  const email = `verificada.${Date.now().toString(36)}@correo.example`;
  await page.goto("/handler/sign-up");
  await page.getByLabel("Nombre").fill("Valeria");
  await page.getByLabel("Apellidos").fill("Verificada Ruiz");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/Contraseña/).fill("una-clave-segura");
  await page.getByLabel(/acepto la Política de Privacidad/).check();
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await signIn(page, email, "una-clave-segura");

  // …asks to take part, told the club confirms only once she is verified.
  await open(page, `/investor/participar/${operation.slug}`);
  await expect(page.getByText("Verifica tu identidad", { exact: true })).toBeVisible();
  await page.getByLabel("Importe (€) *").fill("20.000");
  await page.getByLabel(/acepto/i).check();
  await page.getByLabel(/^Entiendo que esta inversión/).check();
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page).toHaveURL(/\/investor\/operations$/);

  // The operation's requests say who is not verified; Confirmar is refused with the reason.
  await open(admin, `/admin/operations/${operation.id}`);
  const row = admin.getByTestId("open-request").filter({ hasText: "Valeria Verificada Ruiz" });
  await expect(row.getByText("Sin verificar")).toBeVisible();
  await admin.getByRole("button", { name: "Confirmar la solicitud de Valeria Verificada Ruiz" }).click();
  await toast(
    admin,
    "Valeria Verificada Ruiz no tiene la identidad verificada: el club no puede confirmar su participación hasta verificarla (Verificaciones)",
  );

  // "Verificar mi identidad": the document with both photos, who she is, the funds, and the warning.
  await open(page, "/investor/verificacion");
  await expect(page.getByText("Sin verificar", { exact: true })).toBeVisible();
  await page.getByLabel("Número del documento *").fill("12345678z");
  await page.getByLabel("Fecha de caducidad *").fill("2031-05-14");
  await page.getByLabel("Foto del documento: anverso *").setInputFiles(photo("dni-anverso.png"));
  await expect(page.getByText("Subido: dni-anverso.png")).toBeVisible();
  await page.getByLabel("Foto del documento: reverso (no para pasaporte)").setInputFiles(photo("dni-reverso.png"));
  await expect(page.getByText("Subido: dni-reverso.png")).toBeVisible();
  await page.getByLabel("Fecha de nacimiento *").fill("1984-03-09");
  await page.getByLabel("Domicilio *").fill("Calle Mayor 1, 28013 Madrid");
  await page.getByLabel("Profesión o actividad *").fill("Arquitecta");
  await page.getByLabel("Propósito de tu relación con el club *").fill("Invertir parte de mis ahorros");
  await page.getByLabel("Cuánto prevés invertir (€) *").fill("20.000");
  await page.getByRole("button", { name: "Enviar para verificar" }).click();
  await expect(page.getByText("Tienes que aceptar la advertencia de riesgo")).toBeVisible();
  await page.getByLabel(/He leído la advertencia/).check();
  await page.getByRole("button", { name: "Enviar para verificar" }).click();
  await toast(page, "Datos enviados");
  await expect(page.getByText("Pendiente de revisión", { exact: true })).toBeVisible();

  // An admin reviews it in Verificaciones, with the photos from the vault, and verifies her.
  await open(admin, "/admin/verificaciones");
  await admin.getByRole("link", { name: "Valeria Verificada Ruiz" }).click();
  await expect(admin.getByRole("heading", { name: "Verificación: Valeria Verificada Ruiz" })).toBeVisible();
  await expect(admin.getByText("DNI 12345678Z")).toBeVisible();
  const front = admin.getByRole("link", { name: "Documento (anverso)" });
  const served = await admin.request.get((await front.getAttribute("href"))!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  await admin.getByRole("button", { name: "Verificar" }).click();
  await toast(admin, "Identidad verificada");
  await expect(admin.getByText("Verificado", { exact: true })).toBeVisible();

  // Now Confirmar passes.
  await open(admin, `/admin/operations/${operation.id}`);
  await admin.getByRole("button", { name: "Confirmar la solicitud de Valeria Verificada Ruiz" }).click();
  await toast(admin, "Participación confirmada");
  await open(page, "/investor/verificacion");
  await expect(page.getByText("Verificado", { exact: true })).toBeVisible();
  await admin.request.post(`/api/operations/${operation.id}/archive`, { data: {}, ...fromTheSite() });
});

test("a politically exposed person is verified only by two different administrators", async ({ browser }) => {
  const admin = await (await browser.newContext({ storageState: SIGNED_IN.admin })).newPage();
  const { id, context } = await ownInvestor(admin.request, browser, "Pilar", { verified: false });
  const investor = await context.newPage();
  const upload = async (name: string) => {
    const sent = await investor.request.post(`/api/files?purpose=identity`, {
      data: PNG,
      headers: { "content-type": "application/octet-stream", "x-file-name": name, ...fromTheSite().headers },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    return ((await sent.json()) as { uploadId: string }).uploadId;
  };
  const declared = await investor.request.post("/api/account/verification", {
    data: {
      documentType: "NIE",
      documentNumber: "X1234567L",
      documentExpiry: "2030-10-01",
      nationality: "AR",
      birthDate: "1970-07-07",
      address: "Calle de Alcalá 100, 28009 Madrid",
      profession: "Diplomática",
      pep: "self",
      pepDetail: "Cónsul honoraria",
      purpose: "Diversificar mis inversiones",
      fundsSource: "salary",
      plannedAmount: "30000",
      documentFrontUploadId: await upload("nie-anverso.png"),
      documentBackUploadId: await upload("nie-reverso.png"),
      riskAcknowledged: true,
    },
    ...fromTheSite(),
  });
  expect(declared.status(), await declared.text()).toBe(200);

  await open(admin, `/admin/verificaciones/${id}`);
  await expect(admin.getByText("Sí, yo mismo: Cónsul honoraria")).toBeVisible();
  await expect(admin.getByLabel("Nivel de riesgo")).toHaveValue("high");
  await admin.getByRole("button", { name: "Verificar" }).click();
  await toast(admin, "Primera aprobación registrada");
  await expect(admin.getByText(/falta un segundo administrador/).first()).toBeVisible();
  await expect(admin.getByText("Pendiente de revisión", { exact: true })).toBeVisible();

  // The second administrator (made by create-admin) approves it.
  const second = await (await browser.newContext(SIGNED_OUT)).newPage();
  await signInSecondAdmin(second);
  await open(second, `/admin/verificaciones/${id}`);
  await second.getByRole("button", { name: "Verificar" }).click();
  await toast(second, "Identidad verificada");
  await expect(second.getByText("Verificado", { exact: true })).toBeVisible();
  const me = (await (await investor.request.get("/api/auth/user")).json()) as { verification: { status: string; riskLevel: string } };
  expect(me.verification).toMatchObject({ status: "verified", riskLevel: "high" });
});

test("a company with two beneficial owners is verified, and its certificate names the company and its CIF", async ({ browser }) => {
  const admin = await (await browser.newContext({ storageState: SIGNED_IN.admin })).newPage();
  const { id, context } = await ownInvestor(admin.request, browser, "Empresaria", { verified: false });
  const page = await context.newPage();
  const owner = (i: number) => page.getByTestId("beneficial-owner-fields").nth(i);
  const uploaded = (name: string) => expect(page.getByText(`Subido: ${name}`)).toBeVisible();

  await open(page, "/investor/verificacion");
  await page.getByLabel("¿Cómo vas a invertir? *").click();
  await page.getByRole("option", { name: "En nombre de una sociedad que represento (persona jurídica)" }).click();
  // The representative's own identification…
  await page.getByLabel("Número del documento *").first().fill("12345678Z");
  await page.getByLabel("Fecha de caducidad *").first().fill("2031-05-14");
  await page.getByLabel("Foto del documento: anverso *").first().setInputFiles(photo("dni-anverso.png"));
  await uploaded("dni-anverso.png");
  await page.getByLabel("Foto del documento: reverso (no para pasaporte)").first().setInputFiles(photo("dni-reverso.png"));
  await uploaded("dni-reverso.png");
  await page.getByLabel("Fecha de nacimiento *").first().fill("1980-01-15");
  await page.getByLabel("Domicilio *", { exact: true }).fill("Calle de Serrano 90, 28006 Madrid");
  await page.getByLabel("Profesión o actividad *").fill("Empresaria");
  // …the company, its deed and powers…
  await page.getByLabel("Razón social *").fill("Inversiones Prueba, S.L.");
  await page.getByLabel("CIF *").fill("B87654323");
  await page.getByLabel("Domicilio social *").fill("Calle de Serrano, 90, 28006 Madrid");
  await page.getByLabel("Tu cargo en la sociedad *").fill("Administradora única");
  await page.getByLabel("Escritura de constitución *").setInputFiles(photo("escritura.png"));
  await uploaded("escritura.png");
  await page.getByLabel("Poderes con los que la representas *").setInputFiles(photo("poderes.png"));
  await uploaded("poderes.png");
  // …and its two beneficial owners, each with their document.
  await expect(owner(0)).toBeVisible();
  await page.getByRole("button", { name: "Añadir titular real" }).click();
  const owners = [
    { name: "Empresaria Prueba", percentage: "60", number: "00000000T", birth: "1980-01-15" },
    { name: "Socio Prueba Lara", percentage: "40", number: "11111111H", birth: "1977-07-21" },
  ];
  for (const [i, data] of owners.entries()) {
    await owner(i).getByLabel("Nombre y apellidos *").fill(data.name);
    await owner(i).getByLabel("Porcentaje en la sociedad (%) *").fill(data.percentage);
    await owner(i).getByLabel("Número del documento *").fill(data.number);
    await owner(i).getByLabel("Fecha de caducidad *").fill("2030-06-30");
    await owner(i).getByLabel("Fecha de nacimiento *").fill(data.birth);
    await owner(i)
      .getByLabel("Foto del documento: anverso *")
      .setInputFiles(photo(`titular-${i}-anverso.png`));
    await uploaded(`titular-${i}-anverso.png`);
    await owner(i)
      .getByLabel("Foto del documento: reverso (no para pasaporte)")
      .setInputFiles(photo(`titular-${i}-reverso.png`));
    await uploaded(`titular-${i}-reverso.png`);
  }
  await page.getByLabel("Propósito de tu relación con el club *").fill("Invertir la tesorería de la sociedad");
  await page.getByLabel("Cuánto prevés invertir (€) *").fill("30.000");
  await page.getByLabel(/He leído la advertencia/).check();
  await page.getByRole("button", { name: "Enviar para verificar" }).click();
  await toast(page, "Datos enviados");

  // The admin sees the company, both owners with their photos, and verifies it.
  await open(admin, `/admin/verificaciones/${id}`);
  await expect(admin.getByRole("heading", { name: "Invierte como sociedad" })).toBeVisible();
  await expect(admin.getByText("B87654323")).toBeVisible();
  await expect(admin.getByTestId("beneficial-owner")).toHaveCount(2);
  await expect(admin.getByTestId("beneficial-owner").nth(1)).toContainText("Socio Prueba Lara · 40,00 %");
  await expect(admin.getByTestId("beneficial-owner").nth(1).getByRole("link", { name: "Documento (anverso)" })).toBeVisible();
  await admin.getByRole("button", { name: "Verificar" }).click();
  await toast(admin, "Identidad verificada");

  // A year's income paid to the account: its certificate is the company's.
  const operation = await ownOperation(admin.request, `Sociedad e2e ${Date.now().toString(36)}`);
  for (const [type, amount] of [
    ["BENEFICIO", "1000"],
    ["RETENCION", "190"],
  ])
    expect(
      (
        await admin.request.post("/api/transactions", {
          data: { operationId: operation.id, userId: id, type, amount, transactionDate: "2021-06-30" },
          ...fromTheSite(),
        })
      ).status(),
    ).toBe(201);
  await open(page, "/investor/fiscalidad");
  // (The certificate needs the club's NIF, which the liquidation spec empties for a moment.)
  const { text } = await exclusive(FISCAL_SETTINGS, () =>
    downloadedPdf(page, () => page.getByRole("button", { name: "Certificado 2021 (PDF)" }).click()),
  );
  expect(text).toContain("Razón social: Inversiones Prueba, S.L. NIF: B87654323 Domicilio: Calle de Serrano, 90, 28006 Madrid");
  expect(text).toContain("Impuesto sobre Sociedades");
  await admin.request.post(`/api/operations/${operation.id}/archive`, { data: {}, ...fromTheSite() });
});
