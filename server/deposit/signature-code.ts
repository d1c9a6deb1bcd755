import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { DEPOSIT_ACCOUNT_MESSAGES } from "@/lib/validations/deposit-account";
import { AppError } from "../core/errors";
import { prisma } from "../platform/database/client";
import { authSecret } from "../platform/auth-config";
import { enqueueEmails } from "../mail/outbox";
import { depositSignatureCode } from "../mail/templates";
import { PRIVATE_LINK } from "../platform/mail/private-link";
import type { Actor } from "../core/actor";
import { assertMayOpen } from "./eligibility";

/** How long a code signs, how many tries it takes, and how soon another may be asked for. */
export const SIGNATURE_CODE = { minutes: 10, attempts: 5, resendAfterSeconds: 60 } as const;

const codeHash = (userId: string, code: string) => createHmac("sha256", authSecret()).update(`deposit:${userId}:${code}`).digest("hex");

/**
 * E-mails the investor a one-time code of six digits that signs the deposit contract (issue 51,
 * item 2). Only its keyed hash is kept; the e-mail carries it as a private link does (sealed in the
 * outbox, never shown to an admin: server/platform/mail/private-link.ts). A new code replaces the last.
 */
export async function sendSignatureCode(actor: Actor | null, now = new Date()): Promise<{ sentTo: string; expiresAt: string }> {
  const db = await prisma();
  const person = await assertMayOpen(db, actor, now);
  if (!person.email) throw new AppError("conflict", DEPOSIT_ACCOUNT_MESSAGES.noEmail);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(now.getTime() + SIGNATURE_CODE.minutes * 60_000);
  await db.$transaction(async (tx) => {
    const last = await tx.depositSignatureCode.findUnique({ where: { userId: person.id }, select: { expiresAt: true } });
    const sentAt = last && last.expiresAt.getTime() - SIGNATURE_CODE.minutes * 60_000;
    if (sentAt && now.getTime() - sentAt < SIGNATURE_CODE.resendAfterSeconds * 1000)
      throw new AppError("rate-limited", DEPOSIT_ACCOUNT_MESSAGES.codeTooSoon, { retryAfterSeconds: SIGNATURE_CODE.resendAfterSeconds });
    await tx.depositSignatureCode.upsert({
      where: { userId: person.id },
      create: { userId: person.id, codeHash: codeHash(person.id, code), expiresAt },
      update: { codeHash: codeHash(person.id, code), expiresAt, attempts: 0 },
    });
    await enqueueEmails(
      tx,
      { kind: "deposit-signature", ...depositSignatureCode(PRIVATE_LINK, SIGNATURE_CODE.minutes), privateLink: code },
      [person.email!],
    );
  });
  return { sentTo: person.email, expiresAt: expiresAt.toISOString() };
}

/**
 * Checks the code typed: each try counts (its own statement, so a wrong one is counted even though
 * the signing it was for does not happen); five wrong ones, or ten minutes, and it is spent. A right
 * code is deleted by the signing's own transaction (`spendSignatureCode`), so it signs once.
 */
export async function checkSignatureCode(userId: string, code: string, now = new Date()): Promise<void> {
  const db = await prisma();
  const [row] = await db.$queryRaw<{ code_hash: string }[]>`
    UPDATE deposit_signature_codes SET attempts = attempts + 1
    WHERE user_id = ${userId}::uuid AND attempts < ${SIGNATURE_CODE.attempts} AND expires_at > ${now}
    RETURNING code_hash`;
  if (!row) throw new AppError("invalid", DEPOSIT_ACCOUNT_MESSAGES.codeExpired, { fields: { code: DEPOSIT_ACCOUNT_MESSAGES.codeExpired } });
  const [expected, typed] = [Buffer.from(row.code_hash, "hex"), Buffer.from(codeHash(userId, code), "hex")];
  if (!timingSafeEqual(expected, typed))
    throw new AppError("invalid", DEPOSIT_ACCOUNT_MESSAGES.codeWrong, { fields: { code: DEPOSIT_ACCOUNT_MESSAGES.codeWrong } });
}

/** Deletes the code that signed, in the signing's transaction: a second signing with it finds none (409). */
export async function spendSignatureCode(
  tx: Pick<Awaited<ReturnType<typeof prisma>>, "depositSignatureCode">,
  userId: string,
  code: string,
) {
  const { count } = await tx.depositSignatureCode.deleteMany({ where: { userId, codeHash: codeHash(userId, code) } });
  if (!count) throw new AppError("conflict", DEPOSIT_ACCOUNT_MESSAGES.codeExpired);
}
