import { expect, test, type APIRequestContext } from "@playwright/test";
import { INVESTOR, SIGNED_IN, SIGNED_OUT, open, signIn } from "../auth/helpers";
import { identifyInPerson, fromTheSite } from "../fixtures";
import { openNewDialog } from "./new-dialog";

test.use({ storageState: SIGNED_IN.admin });

/** A small but real PDF, different on every run. */
function pdf(marker: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${marker}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** How many "Nuevo contrato en …" e-mails of `operationTitle` Correo saliente holds for `to`. */
async function contractEmails(admin: APIRequestContext, to: string, operationTitle: string): Promise<number> {
  const response = await admin.get(`/api/emails?q=${encodeURIComponent(to)}&pageSize=100`);
  expect(response.ok()).toBe(true);
  const { rows } = (await response.json()) as { rows: { to: string; subject: string }[] };
  return rows.filter((row) => row.to === to && row.subject === `Nuevo contrato en ${operationTitle}`).length;
}

test("a contract addressed to one participation: its investor downloads it; another investor of the operation gets 404 and no e-mail", async ({
  page,
  browser,
}) => {
  // The demo investor's participation, and a second investor of the same operation.
  const investor = await (await browser.newContext({ storageState: SIGNED_IN.investor })).newPage();
  const held = (await (await investor.request.get("/api/investments")).json()) as {
    id: string;
    operationId: string;
    operationTitle: string;
    operationSlug: string;
  }[];
  const participation = held.find((p) => p.operationTitle)!;
  const other = await (await browser.newContext(SIGNED_OUT)).newPage();
  const otherEmail = `coinversor-${Date.now()}@correo.example`;
  const signedUp = await other.request.post("/api/auth/sign-up", {
    data: { firstName: "Otro", lastName: "Coinversor", email: otherEmail, password: "una-clave-larga", acceptPrivacy: true },
    ...fromTheSite(),
  });
  expect(signedUp.status()).toBe(201);
  await signIn(other, otherEmail, "una-clave-larga");
  const otherId = ((await (await other.request.get("/api/auth/user")).json()) as { id: string }).id;
  // The smallest participation the operation takes: its ticket.
  const { ticketMin } = (await (await page.request.get(`/api/operations/slug/${participation.operationSlug}`)).json()) as {
    ticketMin: string;
  };
  await identifyInPerson(page.request, otherId);
  const joined = await page.request.post("/api/investments", {
    data: { userId: otherId, operationId: participation.operationId, amount: ticketMin },
    ...fromTheSite(),
  });
  expect(joined.status()).toBe(201);
  const joinedId = ((await joined.json()) as { id: string }).id;
  const emailsBefore = await contractEmails(page.request, INVESTOR, participation.operationTitle);

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

  // The other investor of the same operation: 404 on the file and on the row, not in their list.
  const id = href!.split("/")[3]!;
  expect((await other.request.get(href!)).status()).toBe(404);
  expect((await other.request.get(`/api/contracts/${id}`)).status()).toBe(404);
  const theirs = (await (await other.request.get("/api/contracts")).json()) as { id: string }[];
  expect(theirs.map((row) => row.id)).not.toContain(id);
  await open(other, "/investor/contracts");
  await expect(other.getByText(title)).toHaveCount(0);

  // The e-mail went to its investor alone.
  expect(await contractEmails(page.request, INVESTOR, participation.operationTitle)).toBe(emailsBefore + 1);
  expect(await contractEmails(page.request, otherEmail, participation.operationTitle)).toBe(0);

  // The demo operation as it was, for the specs after this one.
  expect((await page.request.delete(`/api/investments/${joinedId}`, fromTheSite())).status()).toBe(204);
});
