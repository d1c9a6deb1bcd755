import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { testDb } from "../helpers/db";
import { seedOfferingDeposit } from "../helpers/deposit";
import { verifyInvestor } from "../helpers/fixtures";
import { actorOf, refusal } from "../helpers/actors";
import type { Actor } from "@/server/core/actor";
import { DEPOSIT_ACCOUNT_MESSAGES } from "@/lib/validations/deposit-account";
import { openLink } from "@/server/platform/mail/private-link";
import { storage } from "@/server/platform/storage";
import { currentLegalText } from "@/server/club/legal-texts";
import { sendSignatureCode, SIGNATURE_CODE } from "@/server/deposit/signature-code";
import { openDepositAccount } from "@/server/deposit/open";
import { getOwnDepositAccount, ownDepositPage } from "@/server/deposit/mine";
import { listDepositAccounts } from "@/server/deposit/admin";
import { updateDepositSettings, getDepositSettings } from "@/server/club/deposit-settings";
import { importBankStatement } from "@/server/bank/import";
import { camt053 } from "../helpers/bank-statements";
import { totpCode, wrongTotpCode } from "../helpers/totp";
import { storedTwoFactor } from "@/server/auth/two-factor-codes";
import { claimTotpStep } from "@/server/auth/totp-steps";
import { authSecret } from "@/server/platform/auth-config";

/** A second factor's secret (base32), as an authenticator app holds it. */
const SECRET = "KRSXG5CTMVRXEZLUKN2XAZLSNBSWY3DP";

/**
 * Opening a deposit account online (issue 51, item 2): a verified investor signs the contract's
 * current version with a code e-mailed to them; the evidence (who, when, the text's SHA-256, address,
 * browser, how identified) is kept on the account and on the signed PDF's last page, which goes to
 * the vault and to their e-mail with the account's own payment reference.
 */
let admin: Actor;
let made = 0;

async function investor(verified = true): Promise<Actor> {
  made++;
  const user = await (
    await testDb()
  ).user.create({
    data: {
      email: `deposito.${made}@correo.example`,
      firstName: "Elena",
      lastName: `Depósito ${made}`,
      nif: "12345678Z",
      address: "Calle Mayor 1, 28013 Madrid",
      role: "investor",
    },
  });
  if (verified) await verifyInvestor(user.id);
  return actorOf(user);
}

/** The code the outbox holds for `email` (sealed like a private link: no admin sees it). */
async function codeSentTo(email: string): Promise<string> {
  const row = await (
    await testDb()
  ).email.findFirstOrThrow({ where: { kind: "deposit-signature", to: email }, orderBy: { createdAt: "desc" } });
  expect(row.text).not.toMatch(/\d{6}/);
  return openLink(row.privateLink!);
}

const NOW = new Date("2027-03-10T10:00:00Z");
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

beforeAll(async () => {
  admin = await seedOfferingDeposit({});
}, 120_000);

describe("opening a deposit account", () => {
  it("is signed with the e-mailed code; the evidence is kept and the signed PDF is stored and e-mailed", async () => {
    const db = await testDb();
    const elena = await investor();
    const contract = await currentLegalText(db, "contrato-deposito");
    // What is signed: the contract's text and the terms in force (issue 67, item 5), as the deposit page showed it.
    const signed = await ownDepositPage(elena, NOW);
    if (signed.state !== "can-open") throw new Error(`the deposit page says ${signed.state}`);
    expect(signed.contract.body.startsWith(contract.body.trimEnd())).toBe(true);
    const sent = await sendSignatureCode(elena, NOW);
    expect(sent.sentTo).toBe(elena.email);
    const code = await codeSentTo(elena.email!);
    const wrong = code === "000000" ? "111111" : "000000";

    const open = (input: Record<string, unknown>, at = later(30)) =>
      openDepositAccount(elena, { contractVersion: contract.version, acceptContract: true, fichaVersion: 1, code, ...input }, at);
    expect((await refusal(open({ acceptContract: false }))).fields).toMatchObject({ acceptContract: DEPOSIT_ACCOUNT_MESSAGES.accept });
    expect((await refusal(open({ code: "12ab" }))).fields).toMatchObject({ code: DEPOSIT_ACCOUNT_MESSAGES.code });
    expect((await refusal(open({ code: wrong }))).fields).toEqual({ code: DEPOSIT_ACCOUNT_MESSAGES.codeWrong });
    expect((await refusal(open({ contractVersion: contract.version + 1 }))).message).toBe(DEPOSIT_ACCOUNT_MESSAGES.contractChanged);
    expect((await refusal(open({}, later(SIGNATURE_CODE.minutes * 60 + 1)))).fields).toEqual({
      code: DEPOSIT_ACCOUNT_MESSAGES.codeExpired,
    });
    expect(await db.depositAccount.count({ where: { userId: elena.id } })).toBe(0);

    const account = await open({});
    expect(account).toMatchObject({
      status: "open",
      balance: "0.00",
      accruedInterest: "0.00",
      tae: "10.00",
      contractVersion: contract.version,
    });
    expect(account.paymentReference).toMatch(/^RF\d{2}[0-9A-Z]+$/);
    // 10 March 2027, quarterly: the quarter's interest is credited on 31 March; a withdrawal asked today (30 days' notice) is served on 30 June.
    expect(account).toMatchObject({ nextCreditDate: "2027-03-31", nextWindow: "2027-06-30" });
    expect((await refusal(open({}))).message).toBe(DEPOSIT_ACCOUNT_MESSAGES.alreadyOpen);

    const row = await db.depositAccount.findUniqueOrThrow({ where: { userId: elena.id } });
    const sha256 = createHash("sha256").update(signed.contract.body, "utf8").digest("hex");
    expect(row).toMatchObject({ contractSha256: sha256, signatureMethod: "email-code", openedAt: later(30) });
    const read = await storage().get(row.contractKey);
    const bytes = new Uint8Array(await new Response(read.stream as unknown as ReadableStream).arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(`Contrato de Cuenta de Depósito`);
    // The first version reads as the first; the Markdown printed as a paper, not as marks.
    expect(contract.version).toBe(0);
    expect(flat).toContain("Versión 1");
    expect(flat).not.toMatch(/Versión 0|##|\*\*/);
    for (const heading of ["Objeto", "Intereses", "Retiradas", "Derecho de desistimiento", "Condiciones en la fecha de la firma"])
      expect(flat).toContain(heading);
    expect(flat).toContain("• A la atención de");
    // The terms it was signed at, stated as text: 10 % TAE, quarterly, the quarters' last days, 30 days' notice.
    expect(flat).toContain("TAE: 10\u00a0%".replace("\u00a0", " "));
    expect(flat).toContain("Abono de intereses: Trimestral");
    expect(flat).toContain("Ventanas de liquidez: 31/03, 30/06, 30/09, 31/12");
    expect(flat).toContain("Preaviso de retirada: 30 días");
    expect(flat).not.toContain("Configuración");
    expect(flat).toContain("Evidencias de la firma electrónica");
    expect(flat.replace(/ /g, "")).toContain(sha256);
    expect(flat).toContain("Código de un solo uso enviado por email");
    const mail = await db.email.findFirstOrThrow({ where: { kind: "deposit-account", to: elena.email! } });
    expect(mail.attachmentName).toBe(`contrato-cuenta-deposito-v${contract.version}.pdf`);
    expect(mail.text).toContain(`Concepto de la transferencia: ${account.paymentReference.replace(/(.{4})(?=.)/g, "$1 ")}`);
    const audit = await db.auditEvent.findFirstOrThrow({ where: { entityType: "deposit_account", entityId: row.id } });
    expect(audit.action).toBe("create");

    expect(await getOwnDepositAccount(elena, later(60))).toMatchObject({ id: row.id, balance: "0.00" });
    expect((await listDepositAccounts(admin, later(60))).find((a) => a.id === row.id)).toMatchObject({
      investor: elena.firstName + " " + elena.lastName,
    });
  });

  it("is signed with the second factor's code when the account has one; each code once", async () => {
    const db = await testDb();
    const contract = await currentLegalText(db, "contrato-deposito");
    const sign = (who: Actor, input: Record<string, unknown>) =>
      openDepositAccount(
        who,
        { contractVersion: contract.version, acceptContract: true, fichaVersion: 1, method: "second-factor", ...input },
        NOW,
      );

    // Without a second factor, the method is refused on `method`.
    const without = await investor();
    expect((await refusal(sign(without, { code: "123456" }))).fields).toEqual({ method: DEPOSIT_ACCOUNT_MESSAGES.noSecondFactor });
    expect((await refusal(sign(without, { method: "huella", code: "123456" }))).fields).toMatchObject({
      method: DEPOSIT_ACCOUNT_MESSAGES.method,
    });

    const marta = await investor();
    await db.twoFactor.create({ data: { userId: marta.id, verified: true, ...(await storedTwoFactor(SECRET, authSecret())) } });
    await db.user.update({ where: { id: marta.id }, data: { twoFactorEnabled: true } });
    const code = totpCode(SECRET, NOW.getTime());
    expect((await refusal(sign(marta, { code: "12" }))).fields).toEqual({ code: DEPOSIT_ACCOUNT_MESSAGES.secondFactorCode });
    expect((await refusal(sign(marta, { code: wrongTotpCode(SECRET, NOW.getTime()) }))).fields).toEqual({
      code: DEPOSIT_ACCOUNT_MESSAGES.codeWrong,
    });
    // The code that has just signed her in cannot sign the contract too.
    expect(await claimTotpStep(marta.id, code, NOW.getTime())).toBe("accepted");
    expect((await refusal(sign(marta, { code }))).fields).toEqual({ code: DEPOSIT_ACCOUNT_MESSAGES.secondFactorUsed });
    expect(await db.depositAccount.count({ where: { userId: marta.id } })).toBe(0);

    // The next step's code signs it (30 s later).
    const next = new Date(NOW.getTime() + 30_000);
    const account = await openDepositAccount(
      marta,
      {
        contractVersion: contract.version,
        acceptContract: true,
        fichaVersion: 1,
        method: "second-factor",
        code: totpCode(SECRET, next.getTime()),
      },
      next,
    );
    expect(account.status).toBe("open");
    const row = await db.depositAccount.findUniqueOrThrow({ where: { userId: marta.id } });
    expect(row.signatureMethod).toBe("second-factor");
    const read = await storage().get(row.contractKey);
    const bytes = new Uint8Array(await new Response(read.stream as unknown as ReadableStream).arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text.replace(/\s+/g, " ")).toContain(
      "Código de la aplicación de autenticación del segundo factor de la cuenta (TOTP, RFC 6238)",
    );
    // No e-mailed code was needed, nor sent.
    expect(await db.email.count({ where: { kind: "deposit-signature", to: marta.email! } })).toBe(0);
  });

  it("is refused to whom may not open one, before any code is sent", async () => {
    const db = await testDb();
    const unverified = await investor(false);
    expect((await refusal(sendSignatureCode(unverified, NOW))).code).toBe("conflict");
    expect((await refusal(sendSignatureCode(admin, NOW))).code).toBe("forbidden");
    expect((await refusal(sendSignatureCode(null, NOW))).code).toBe("unauthenticated");
    expect((await refusal(getOwnDepositAccount(unverified))).code).toBe("not-found");
    expect((await refusal(listDepositAccounts(unverified))).code).toBe("forbidden");
    const ready = await investor();
    await sendSignatureCode(ready, NOW);
    expect((await refusal(sendSignatureCode(ready, later(10)))).code).toBe("rate-limited");
    await updateDepositSettings(admin, { ...(await getDepositSettings(admin)), depositEnabled: false });
    expect((await refusal(sendSignatureCode(ready, later(120)))).message).toBe(DEPOSIT_ACCOUNT_MESSAGES.notOffered);
    await updateDepositSettings(admin, { ...(await getDepositSettings(admin)), depositEnabled: true });
    expect(await db.email.count({ where: { kind: "deposit-signature", to: unverified.email! } })).toBe(0);
  });

  it("is paid into by a bank transfer carrying its reference; the money earns from its value date", async () => {
    const ana = await investor();
    await sendSignatureCode(ana, NOW);
    const contract = await currentLegalText(await testDb(), "contrato-deposito");
    const account = await openDepositAccount(
      ana,
      { contractVersion: contract.version, acceptContract: true, fichaVersion: 1, code: await codeSentTo(ana.email!) },
      later(5),
    );
    const statement = camt053({
      entries: [
        {
          bankReference: "DEP-1",
          amount: "10000.00",
          bookingDate: "2027-01-01",
          valueDate: "2027-01-01",
          remittance: [`Deposito ${account.paymentReference}`],
        },
      ],
    });
    const imported = await importBankStatement(admin, statement, "deposito.xml");
    expect(imported).toMatchObject({ matched: 1, review: 0 });
    // 31 January 2027 (Madrid), quarterly: 31 days of January at 10 % TAE on 10.000 € = 10.000 × (1,1^(31/365) − 1) = 81,28 €.
    const mine = await getOwnDepositAccount(ana, new Date("2027-01-31T12:00:00Z"));
    expect(mine).toMatchObject({ balance: "10000.00", accruedInterest: "81.28", nextCreditDate: "2027-03-31" });
    expect(mine.movements).toEqual([expect.objectContaining({ kind: "contribution", amount: "10000.00", valueDate: "2027-01-01" })]);
    const receipt = await (await testDb()).email.findFirstOrThrow({ where: { kind: "movement", to: ana.email! } });
    expect(receipt.subject).toMatch(/^Aportación de 10\.000,00\s€ a tu cuenta de depósito$/);
    // The same statement again adds nothing.
    expect(await importBankStatement(admin, statement, "deposito.xml")).toMatchObject({ matched: 0, alreadyImported: 1 });
    expect((await getOwnDepositAccount(ana, new Date("2027-01-31T12:00:00Z"))).balance).toBe("10000.00");
  });
});
