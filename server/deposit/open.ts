import "server-only";
import { createHash } from "node:crypto";
import { newPaymentReference } from "@/lib/payment-reference";
import { DEPOSIT_ACCOUNT_MESSAGES, openDepositSchema } from "@/lib/validations/deposit-account";
import type { Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { prisma } from "../platform/database/client";
import { newStorageKey, storage } from "../platform/storage";
import { requestAddress } from "../audit/request-address";
import { requestContext } from "../platform/request/request-context";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { currentLegalText } from "../club/legal-texts";
import { readPaymentSettings } from "../club/payment-settings";
import { readDepositSettings } from "../club/deposit-settings";
import { clubParty, INVESTOR_PARTY_SELECT, investorParty } from "../pdf/parties";
import { enqueueEmails } from "../mail/outbox";
import { depositAccountOpened } from "../mail/templates";
import { SIGNATURE_EVIDENCE, signedContractPdf } from "./contract-pdf";
import { depositContractText } from "@/lib/deposit/contract-terms";
import { assertMayOpen } from "./eligibility";
import { assertCurrentSheet } from "../fichas/versions";
import { checkSignatureCode, spendSignatureCode } from "./signature-code";
import { checkSecondFactorSignature, lockSigner } from "./second-factor-signature";
import { depositInstructionLines, depositInstructions } from "./instructions";
import { getOwnDepositAccount, type OwnDepositAccount } from "./mine";

export const CONTRACT_KIND = "contrato-deposito";
export const contractFileName = (version: number) => `contrato-cuenta-deposito-v${version}.pdf`;

/**
 * Opens the investor's deposit account (issue 51, item 2): they sign the contract's current version
 * with the code e-mailed to them, or with their second factor's code when their account has one. Its exact text is hashed (SHA-256 of its UTF-8); the moment, the
 * address and the browser are kept with it on the account and on the evidence page of the signed
 * PDF, which goes to the vault and to the investor's e-mail with the payment instructions (the
 * account's own reference). Refused, changing nothing, when the code is wrong or spent, the
 * contract changed since it was read, or they may not open one (./eligibility.ts).
 */
export async function openDepositAccount(actor: Actor | null, input: unknown, now = new Date()): Promise<OwnDepositAccount> {
  const values = openDepositSchema.parse(input);
  const db = await prisma();
  await assertMayOpen(db, actor, now);
  const [legal, terms] = await Promise.all([currentLegalText(db, CONTRACT_KIND), readDepositSettings(db)]);
  // Signed as the deposit page showed it: the legal text and the terms in force today (lib/deposit/contract-terms.ts).
  const contract = { ...legal, body: depositContractText(legal.body, terms) };
  if (values.contractVersion !== contract.version) throw new AppError("conflict", DEPOSIT_ACCOUNT_MESSAGES.contractChanged);
  if (values.method === "second-factor") await checkSecondFactorSignature(actor!.id, values.code, now);
  else await checkSignatureCode(actor!.id, values.code, now);
  const signer = await db.user.findUniqueOrThrow({ where: { id: actor!.id }, select: INVESTOR_PARTY_SELECT });
  const evidence = {
    signer: { ...investorParty(signer), email: signer.email! },
    version: contract.version,
    sha256: createHash("sha256").update(contract.body, "utf8").digest("hex"),
    signedAt: now,
    address: requestAddress(),
    userAgent: requestContext()?.headers?.get("user-agent")?.slice(0, 500) ?? null,
    method: SIGNATURE_EVIDENCE[values.method],
  };
  const [club, payments] = await Promise.all([clubParty(db), readPaymentSettings(db)]);
  const pdf = await signedContractPdf(club, contract.title, contract.body, evidence);
  const contractKey = newStorageKey("deposit-contracts", now);
  await storage().put(contractKey, pdf, { contentType: "application/pdf" });
  try {
    await db.$transaction(async (tx) => {
      // Checked again under the signer's lock, whichever way they sign: two signings at once open one account.
      await lockSigner(tx, actor!.id);
      if (values.method === "email-code") await spendSignatureCode(tx, actor!.id, values.code);
      await assertMayOpen(tx, actor, now);
      const fichaVersion = await assertCurrentSheet(tx, "deposit", values.fichaVersion, now);
      const account = await tx.depositAccount.create({
        data: {
          userId: actor!.id,
          paymentReference: newPaymentReference(),
          openedAt: now,
          contractVersion: contract.version,
          contractSha256: evidence.sha256,
          fichaVersion,
          signedAddress: evidence.address,
          signedUserAgent: evidence.userAgent,
          signatureMethod: values.method,
          contractKey,
        },
        select: {
          id: true,
          paymentReference: true,
          contractVersion: true,
          contractSha256: true,
          signatureMethod: true,
          signedAddress: true,
        },
      });
      await recordAudit(tx, actor, {
        action: "create",
        entityType: "deposit_account",
        entityId: account.id,
        entityLabel: personLabel(signer),
        after: {
          paymentReference: account.paymentReference,
          contractVersion: account.contractVersion,
          contractSha256: account.contractSha256,
          fichaVersion,
          signatureMethod: account.signatureMethod,
          signedAddress: account.signedAddress,
        },
      });
      const instructions = depositInstructionLines(depositInstructions(account.paymentReference, terms.depositMinContribution, payments));
      await enqueueEmails(
        tx,
        {
          kind: "deposit-account",
          ...depositAccountOpened({ instructions }),
          attachment: { name: contractFileName(contract.version), content: pdf },
        },
        [signer.email!],
      );
    });
  } catch (error) {
    await storage()
      .delete(contractKey)
      .catch(() => {}); // a file no row names; the next backup's check would list it
    throw error;
  }
  return getOwnDepositAccount(actor, now);
}
