import fs from "node:fs";
import path from "node:path";
import { E2E_MAIL_DIR } from "./server";
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Download, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";

export type PublicOperation = {
  slug: string;
  title: string;
  province: string;
  status: string;
  destacada: boolean;
  pvp: string;
};

export async function fetchOperations(request: APIRequestContext): Promise<PublicOperation[]> {
  const response = await request.get("/api/operations");
  expect(response.ok()).toBe(true);
  return (await response.json()) as PublicOperation[];
}

/**
 * A demo operation, by the start of its title: no spec changes the demo's operations, while the
 * specs running beside one create, archive and delete operations of their own (the newest of the list).
 */
export async function demoOperation(request: APIRequestContext, titleStart: string): Promise<PublicOperation> {
  const found = (await fetchOperations(request)).find((operation) => operation.title.startsWith(titleStart));
  expect(found, `the demo's operation «${titleStart}…»`).toBeTruthy();
  return found!;
}

/**
 * The public list (GET /api/operations) and `/operations` showing every card of it, read as one
 * snapshot: the specs running beside this one create, archive and delete operations, so the list
 * is read again after the page has loaded, and the whole is read again until nothing changed in
 * between. What the page then filters it does on its own, so exact counts of the list hold.
 */
export async function operationsWithTheirPage(page: Page, request: APIRequestContext): Promise<PublicOperation[]> {
  let listed: PublicOperation[] = [];
  await expect(async () => {
    listed = await fetchOperations(request);
    await page.goto("/operations");
    await expect(page.getByTestId("operation-card")).toHaveCount(listed.length, { timeout: 3_000 });
    expect((await fetchOperations(request)).map((operation) => operation.slug)).toEqual(listed.map((operation) => operation.slug));
  }).toPass({ timeout: 30_000 });
  return listed;
}

export async function fetchOperation(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/operations/slug/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as PublicOperation & Record<string, string | number | boolean | null>;
}

/** Formats like the site does, with ordinary spaces (Intl uses a no-break space before €). */
export function euros(value: string, decimals = 2) {
  return new Intl.NumberFormat("es-ES", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: "always",
  }).format(Number(value));
}

/**
 * Headers of an API write made "as the site's page": the server refuses writes whose Origin is not
 * the site (Playwright's request context sends none by itself).
 */
export function fromTheSite(): { headers: { origin: string } } {
  return { headers: { origin: new URL(String(test.info().project.use.baseURL)).origin } };
}

/** A message the end-to-end server sent (tests/e2e/mail-catcher.mjs). */
export type SentMail = { to: string; subject: string; text: string };

/** The messages the end-to-end server sent to `to`, oldest first, as its mailbox received them. */
export function mailTo(to: string): SentMail[] {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, file), "utf8")) as SentMail)
    .filter((mail) => mail.to.includes(to));
}

/** A password the specs' own investors are given. */
export const OWN_INVESTOR_PASSWORD = "clave-de-la-prueba-e2e";

/**
 * An investor of the spec's own, so that its money never touches the demo investor whose figures
 * other specs read: created by the admin (`api`), given a password through the activation link
 * e-mailed to them (the server's mailbox), and signed in in a new context of `browser`.
 */
export async function ownInvestor(api: APIRequestContext, browser: Browser, name: string, { verified = true } = {}) {
  const email = `${name.toLowerCase()}.${Date.now().toString(36)}@e2e.example`;
  const created = await api.post("/api/users", { data: { firstName: name, lastName: "Prueba", email }, ...fromTheSite() });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // Creating the account e-mails its "Activa tu cuenta" link (asking for another would void this one).
  await expect.poll(() => mailTo(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
  // The link read as a URL: its token may hold characters a URL encodes ("%2B").
  const link = /https?:\/\/\S+reset-password\?\S+/.exec(mailTo(email).at(-1)!.text)![0]!;
  const token = new URL(link).searchParams.get("token")!;
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const reset = await context.request.post("/api/auth/reset-password", {
    data: { token, password: OWN_INVESTOR_PASSWORD },
    ...fromTheSite(),
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  const signedIn = await context.request.post("/api/auth/sign-in", { data: { email, password: OWN_INVESTOR_PASSWORD }, ...fromTheSite() });
  expect(signedIn.status()).toBe(200);
  // Identified after the activation link was read: its own e-mail ("Tu identidad está verificada") comes later.
  if (verified) await identifyInPerson(api, id);
  return { id, email, context };
}

/** An operation of the spec's own, open, created by the admin (`api`): what the spec changes, no other spec reads. */
export async function ownOperation(api: APIRequestContext, title: string) {
  const created = await api.post("/api/operations", {
    data: { title, province: "madrid", pvp: "300000", ticketMin: "10000", status: "abierta" },
    ...fromTheSite(),
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; slug: string };
}

/** Gives an investor of `ownInvestor` a payout account in Mis datos (an IBAN typed by the club would wait for their confirmation). */
export async function givePayoutAccount(context: BrowserContext, iban = "ES7921000813610123456789") {
  const profile = (await (await context.request.get("/api/account/profile")).json()) as Record<string, unknown>;
  const saved = await context.request.put("/api/account/profile", {
    data: { nif: "12345678Z", address: profile.address ?? null, phone: profile.phone ?? null, iban, password: OWN_INVESTOR_PASSWORD },
    ...fromTheSite(),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Records `userId` as identified in person by the admin (`api`), as the club does (issue 49): their participations may then be committed. */
export async function identifyInPerson(api: APIRequestContext, userId: string) {
  const identified = await api.post(`/api/users/${userId}/verification`, {
    data: { decision: "verified", documentType: "PASAPORTE", documentNumber: `E2E${Date.now().toString(36).toUpperCase()}` },
    ...fromTheSite(),
  });
  expect(identified.status(), await identified.text()).toBe(200);
}

/** The text of the PDF `click` downloads, read with a PDF parser, and its file name. */
export async function downloadedPdf(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const downloading: Promise<Download> = page.waitForEvent("download");
  await click();
  const download = await downloading;
  const bytes = new Uint8Array(fs.readFileSync((await download.path())!));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { name: download.suggestedFilename(), text: text.replace(/\s+/g, " ") };
}

/** A CAMT.053 statement of the club's account with the debits the bank made for `payouts` (EndToEndId and amount). */
export function debitsStatement(payouts: { endToEndId: string; amount: string }[]): Buffer {
  const entries = payouts
    .map(
      (
        payout,
        index,
      ) => `<Ntry><NtryRef>${index + 1}</NtryRef><Amt Ccy="EUR">${payout.amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-12-03</Dt></BookgDt><ValDt><Dt>2026-12-03</Dt></ValDt><AcctSvcrRef>E2E-PAYOUT-${payout.endToEndId}</AcctSvcrRef>
        <NtryDtls><TxDtls><Refs><EndToEndId>${payout.endToEndId}</EndToEndId></Refs><RmtInf><Ustrd>Liquidacion</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    )
    .join("");
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>E2E-PAYOUTS</MsgId><CreDtTm>2026-12-03T18:00:00</CreDtTm></GrpHdr>
<Stmt><Id>E2E-1</Id><CreDtTm>2026-12-03T18:00:00</CreDtTm><Acct><Id><IBAN>ES6621000418401234567891</IBAN></Id></Acct>${entries}</Stmt>
</BkToCstmrStmt></Document>`);
}
