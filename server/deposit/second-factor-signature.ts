import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { DEPOSIT_ACCOUNT_MESSAGES } from "@/lib/validations/deposit-account";
import { AppError } from "../core/errors";
import { prisma } from "../platform/database/client";
import { requestAddress } from "../audit/request-address";
import { attemptSucceeded, countAttempt } from "../auth/throttle";
import { claimTotpStep } from "../auth/totp-steps";

const refused = (message: string, field: "code" | "method") => new AppError("invalid", message, { fields: { [field]: message } });

/**
 * Signing the deposit contract with the second factor (issue 51, item 2), for an investor whose
 * account has one: the code their authenticator app shows now (RFC 6238, one step either side),
 * each accepted once (its time step is taken: ../auth/totp-steps.ts), and counted as a guess with
 * the sign-in's second step (10 per account in 15 minutes, then 429 even for the right code).
 * Recovery codes do not sign: they prove the account, not the device.
 */
export async function checkSecondFactorSignature(userId: string, code: string, now: Date): Promise<void> {
  const db = await prisma();
  const user = await db.user.findUnique({ where: { id: userId }, select: { twoFactorEnabled: true } });
  if (!user?.twoFactorEnabled) throw refused(DEPOSIT_ACCOUNT_MESSAGES.noSecondFactor, "method");
  const attempt = await countAttempt("two-factor", userId, requestAddress() ?? "desconocida");
  const claim = await claimTotpStep(userId, code, now.getTime());
  if (claim === "wrong") throw refused(DEPOSIT_ACCOUNT_MESSAGES.codeWrong, "code");
  if (claim === "replayed") throw refused(DEPOSIT_ACCOUNT_MESSAGES.secondFactorUsed, "code");
  await attemptSucceeded(attempt);
}

/** The signer's row locked in the signing's transaction: two signings at once (two codes) open one account. */
export async function lockSigner(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
}
