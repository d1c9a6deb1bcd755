import { expect, test } from "@playwright/test";
import { SIGNED_IN, open } from "../auth/helpers";
import { openNewDialog } from "./new-dialog";

test.use({ storageState: SIGNED_IN.admin });

/** A small but real PDF, different on every run. */
function pdf(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${marker}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/**
 * What a person does with a contract addressed to one participation: the admin uploads it from the
 * dialog, its investor finds it in Contratos and downloads it. The server's rules around it — the
 * operation's other investors get 404 on the row and the file and do not list it, the e-mail goes
 * to its investor alone — are tests/integration/addressed-papers.test.ts's ("a contract: only that
 * investor…", "its e-mail goes to that investor only…").
 */
test("a contract addressed to one participation: the admin uploads it, its investor finds it and downloads it", async ({
  page,
  browser,
}) => {
  // The demo investor's participation.
  const investor = await (await browser.newContext({ storageState: SIGNED_IN.investor })).newPage();
  const held = (await (await investor.request.get("/api/investments")).json()) as { operationTitle: string }[];
  const participation = held.find((p) => p.operationTitle)!;

  // The admin uploads it, addressed to the demo investor's participation.
  const title = `CPO individual ${Date.now()}`;
  const bytes = pdf(title);
  const dialog = await openNewDialog(page, "/admin/contracts", "Nuevo Contrato");
  await dialog.getByLabel("Título *").fill(title);
  await dialog.getByLabel("Tipo *").fill("CPO");
  await dialog.getByLabel("Operación *").click();
  await page.getByPlaceholder("Buscar...").fill(participation.operationTitle.slice(0, 12));
  await page.getByRole("option", { name: participation.operationTitle }).click();
  await dialog.getByLabel("Para", { exact: true }).click();
  await page.getByRole("option", { name: "Un inversor" }).click();
  await dialog.getByLabel("Inversor *").click();
  await page.getByPlaceholder("Buscar...").fill("Javier");
  await page.getByRole("option", { name: /^Javier Romero Sanz · / }).click();
  await dialog.getByLabel("Archivo *").setInputFiles({ name: "CPO individual.pdf", mimeType: "application/pdf", buffer: bytes });
  await expect(dialog.getByText("CPO individual.pdf")).toBeVisible();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Contrato creado", { exact: true })).toBeVisible();
  await open(page, `/admin/contracts?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Javier Romero Sanz");

  // Its investor finds it and downloads the same bytes.
  await open(investor, "/investor/contracts");
  const href = await investor.getByRole("row").filter({ hasText: title }).getByRole("link", { name: "Descargar" }).getAttribute("href");
  expect(href).toMatch(/^\/api\/contracts\/[0-9a-f-]{36}\/file$/);
  const downloaded = await investor.request.get(href!);
  expect(downloaded.status()).toBe(200);
  expect(Buffer.compare(await downloaded.body(), bytes)).toBe(0);
});
