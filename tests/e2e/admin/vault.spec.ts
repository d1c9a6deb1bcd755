import { expect, test, type Page } from "@playwright/test";
import { INVESTOR, SIGNED_IN, SIGNED_OUT, open } from "../auth/helpers";
import { fromTheSite } from "../fixtures";
import { openNewDialog } from "./new-dialog";
import { pickRowAction } from "./row-menu";

test.use({ storageState: SIGNED_IN.admin });

/** A small but real PDF, different on every run. */
function pdf(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${marker}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

async function heldOperation(page: Page): Promise<{ operationId: string; operationTitle: string }> {
  const response = await page.request.get("/api/investments");
  expect(response.ok()).toBe(true);
  const [held] = (await response.json()) as { operationId: string; operationTitle: string }[];
  return held!;
}

test("an admin uploads a PDF; the investor of that operation downloads the same bytes; nobody else can", async ({ page, browser }) => {
  const investor = await (await browser.newContext({ storageState: SIGNED_IN.investor })).newPage();
  const operation = await heldOperation(investor);
  const name = `Acta notarial ${Date.now()}`;
  const bytes = pdf(name);

  const dialog = await openNewDialog(page, "/admin/documentos", "Nuevo Documento");
  await dialog.getByLabel("Nombre *").fill(name);
  await dialog.getByLabel("Tipo *").fill("Notarial");
  await dialog.getByLabel("Operación *").click();
  await page.getByPlaceholder("Buscar...").fill(operation.operationTitle.slice(0, 12));
  await page.getByRole("option", { name: operation.operationTitle }).click();
  await dialog.getByLabel("Archivo *").setInputFiles({ name: "Acta notarial.pdf", mimeType: "application/pdf", buffer: bytes });
  await expect(dialog.getByText("Acta notarial.pdf")).toBeVisible();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Documento creado", { exact: true })).toBeVisible();

  await open(investor, "/investor/documents");
  const row = investor.getByRole("row").filter({ hasText: name });
  const href = await row.getByRole("link", { name: "Descargar" }).getAttribute("href");
  expect(href).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/file$/);
  const downloaded = await investor.request.get(href!);
  expect(downloaded.status()).toBe(200);
  expect(downloaded.headers()["content-disposition"]).toContain("Acta%20notarial.pdf");
  expect(Buffer.compare(await downloaded.body(), bytes)).toBe(0);

  // The admin sees who downloaded it, and opens the file from the row's menu and from its dialog.
  await open(page, `/admin/documentos?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Acciones de ${name}` }).click();
  await expect(page.getByRole("menuitem", { name: `Abrir el archivo de ${name} (se abre en una pestaña nueva)` })).toHaveAttribute(
    "href",
    href!,
  );
  await page.keyboard.press("Escape");
  await pickRowAction(page, name, `Editar ${name}`);
  const editing = page.getByRole("dialog", { name: "Editar Documento" });
  await expect(editing.getByRole("link", { name: /^Abrir Acta notarial\.pdf/ })).toHaveAttribute("href", href!);
  await editing.getByRole("button", { name: "Cancelar" }).click();
  await page.getByRole("button", { name: `Descargas de ${name}: 1 inversores` }).click();
  await expect(page.getByRole("dialog", { name: "Descargas" }).getByText(INVESTOR, { exact: false })).toBeVisible();

  // An investor of other operations and an anonymous visitor get nothing.
  const stranger = await (await browser.newContext(SIGNED_OUT)).newPage();
  const email = `sin-posiciones-${Date.now()}@correo.example`;
  const signedUp = await stranger.request.post("/api/auth/sign-up", {
    data: { firstName: "Sin", lastName: "Posiciones", email, password: "una-clave-larga", acceptPrivacy: true },
    ...fromTheSite(),
  });
  expect(signedUp.status()).toBe(201);
  const signedIn = await stranger.request.post("/api/auth/sign-in", { data: { email, password: "una-clave-larga" }, ...fromTheSite() });
  expect(signedIn.status()).toBe(200);
  expect((await stranger.request.get(href!)).status()).toBe(404);
  const anonymous = await (await browser.newContext(SIGNED_OUT)).newPage();
  expect((await anonymous.request.get(href!)).status()).toBe(404);
  await anonymous.goto("/investor/documents");
  await expect(anonymous).toHaveURL(/\/handler\/sign-in/);
});

test("a file of another type is refused in the dialog with the Spanish message", async ({ page }) => {
  const dialog = await openNewDialog(page, "/admin/contracts", "Nuevo Contrato");
  await dialog
    .getByLabel("Archivo *")
    .setInputFiles({ name: "contrato.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>no soy un PDF</html>") });
  await expect(dialog.getByText("Tipo de archivo no permitido")).toBeVisible();
});

test("the former public files under /docs/ are gone", async ({ request }) => {
  for (const file of [
    "contrato-cpo-madrid-chamberi.pdf",
    "nota-simple-madrid-chamberi.pdf",
    "informe-tasacion-sevilla-triana.pdf",
    "dossier-madrid-chamberi.pdf",
  ]) {
    expect((await request.get(`/docs/${file}`)).status(), file).toBe(404);
  }
});
