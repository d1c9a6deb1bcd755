import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { DEPOSIT_ACCOUNT_MESSAGES } from "@/lib/validations/deposit-account";
import { assertSignedIn, ROLES, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { assertVerifiedInvestor } from "../kyc/state";
import { readDepositSettings } from "../club/deposit-settings";

type Reader = Pick<Prisma.TransactionClient, "setting" | "user" | "depositAccount" | "identityVerification" | "screeningHit">;

/**
 * Who may open a deposit account now: an investor (403 for anyone else), while the club offers it,
 * verified (issue 49) with no sanctions candidate open, and without one already (409 each, with why).
 */
export async function assertMayOpen(db: Reader, actor: Actor | null, now = new Date()) {
  assertSignedIn(actor);
  if (actor.role !== ROLES.investor) throw new AppError("forbidden", DEPOSIT_ACCOUNT_MESSAGES.investorsOnly);
  if (!(await readDepositSettings(db)).depositEnabled) throw new AppError("conflict", DEPOSIT_ACCOUNT_MESSAGES.notOffered);
  if (await db.depositAccount.count({ where: { userId: actor.id } })) throw new AppError("conflict", DEPOSIT_ACCOUNT_MESSAGES.alreadyOpen);
  await assertVerifiedInvestor(db, actor.id, now);
  return db.user.findUniqueOrThrow({ where: { id: actor.id }, select: { id: true, email: true } });
}
