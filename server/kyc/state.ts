import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { dayInMadrid } from "@/lib/format";
import { KYC_MESSAGES, type RiskLevel, type VerificationStatus } from "@/lib/validations/kyc";
import { AppError } from "../core/errors";
import { calendarDate, fullName } from "../shared/dto";
import { prisma } from "../platform/database/client";

/**
 * Where an investor's identification stands (docs/product.md, "Knowing the investor"), the one
 * reading every screen, answer and check uses: no record (or one blocked by the account's closure)
 * is "unverified"; a verified one whose document expired or whose periodic review fell due is
 * "expired". `expiresAt` is the last day a verification counts (the earlier of the two).
 */
export type VerificationSummary = { status: VerificationStatus; riskLevel: RiskLevel | null; expiresAt: string | null };

export const VERIFICATION_SUMMARY = {
  status: true,
  riskLevel: true,
  documentExpiry: true,
  ownersDocumentExpiry: true,
  reviewDue: true,
  blockedAt: true,
} satisfies Prisma.IdentityVerificationSelect;

type SummaryRow = Prisma.IdentityVerificationGetPayload<{ select: typeof VERIFICATION_SUMMARY }>;

/** The last day it counts: the document's expiry (or a beneficial owner's), or the day before its review falls due. */
function lastValidDay(row: SummaryRow): string | null {
  const dayBeforeReview = row.reviewDue && calendarDate(new Date(row.reviewDue.getTime() - 86_400_000));
  const expiries = [calendarDate(row.documentExpiry), calendarDate(row.ownersDocumentExpiry)];
  return [...expiries, dayBeforeReview].filter((day): day is string => Boolean(day)).sort()[0] ?? null;
}

export function verificationSummary(row: SummaryRow | null, now = new Date()): VerificationSummary {
  if (!row || row.blockedAt) return { status: "unverified", riskLevel: null, expiresAt: null };
  const expiresAt = lastValidDay(row);
  const lapsed = expiresAt !== null && expiresAt < dayInMadrid(now);
  const status = row.status === "verified" && lapsed ? "expired" : (row.status as VerificationStatus);
  return { status, riskLevel: row.riskLevel as RiskLevel, expiresAt };
}

/** The summary of one person's identification. */
export async function ownVerification(userId: string): Promise<VerificationSummary> {
  const db = await prisma();
  return verificationSummary(await db.identityVerification.findUnique({ where: { userId }, select: VERIFICATION_SUMMARY }));
}

type Reader = Pick<Prisma.TransactionClient, "identityVerification" | "screeningHit" | "user">;

/**
 * A participation becomes a commitment (confirmed, or typed by an admin as active) only for an
 * investor verified today and with no sanctions-list candidate left open or confirmed (issue 49,
 * item 3): why not, or null when they may.
 */
export async function commitmentRefusal(db: Reader, userId: string, now = new Date()): Promise<string | null> {
  const [row, hits, user] = await Promise.all([
    db.identityVerification.findUnique({ where: { userId }, select: VERIFICATION_SUMMARY }),
    db.screeningHit.count({ where: { userId, status: { in: ["open", "confirmed"] } } }),
    db.user.findUnique({ where: { id: userId }, select: { firstName: true, lastName: true, email: true } }),
  ]);
  const who = fullName(user) ?? user?.email ?? "El inversor";
  if (verificationSummary(row, now).status !== "verified") return KYC_MESSAGES.notVerified(who);
  return hits ? KYC_MESSAGES.screeningOpen(who) : null;
}

/** 409 with the reason when the investor may not take on a commitment (commitmentRefusal). */
export async function assertVerifiedInvestor(db: Reader, userId: string, now = new Date()): Promise<void> {
  const refusal = await commitmentRefusal(db, userId, now);
  if (refusal) throw new AppError("conflict", refusal);
}
