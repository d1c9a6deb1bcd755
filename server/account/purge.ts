import "server-only";
import { dayInMadrid } from "@/lib/format";
import type { PrismaClient } from "@/generated/prisma/client";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { ADDRESSED_PAPERS, addressedFiles, removeStoredFiles } from "../files/stored-file";

export type PurgeResult = { accounts: number; documents: number; contracts: number; certificates: number; identifications: number };

/**
 * `npm run purge`: destroys the blocked data of every closed account whose period has ended
 * (destroyAfter on or before today, Madrid): the blocked record (identity, the audit log's
 * originals), the papers addressed to the person's participations and their files, their tax
 * certificates, their identification with its files and screening (issue 49). What stays is pseudonymous and no longer anyone's: the user row under its
 * pseudonym with the participations and movements, so every operation's totals stay as they were.
 * Idempotent: a destroyed record is gone, so a second run finds nothing.
 */
export async function purgeBlockedAccounts(db: PrismaClient, now = new Date()): Promise<PurgeResult> {
  const today = new Date(dayInMadrid(now));
  const due = await db.blockedAccount.findMany({ where: { destroyAfter: { lte: today } }, select: { userId: true } });
  const result: PurgeResult = { accounts: 0, documents: 0, contracts: 0, certificates: 0, identifications: 0 };
  for (const { userId } of due) {
    const keys = await db.$transaction(async (tx) => {
      const gone = await tx.blockedAccount.deleteMany({ where: { userId, destroyAfter: { lte: today } } });
      if (!gone.count) return []; // another run took it
      const user = await tx.user.findUniqueOrThrow({
        where: { id: userId },
        select: { firstName: true, lastName: true, email: true, investments: { select: { id: true, ...ADDRESSED_PAPERS } } },
      });
      const papers = addressedFiles(user.investments);
      const investmentId = { in: user.investments.map((investment) => investment.id) };
      await tx.document.deleteMany({ where: { investmentId } });
      await tx.contract.deleteMany({ where: { investmentId } });
      const certificates = await tx.taxCertificate.deleteMany({ where: { userId } });
      // The identification, its files, the company it invested as and its screening (kept blocked for Ley 10/2010 art. 25's period) go now.
      const identityFiles = await tx.identityFile.findMany({ where: { userId }, select: { storageKey: true } });
      await tx.identityFile.deleteMany({ where: { userId } });
      const identification = await tx.identityVerification.deleteMany({ where: { userId } });
      await tx.investingCompany.deleteMany({ where: { userId } }); // its beneficial owners with it
      await tx.screeningHit.deleteMany({ where: { userId } });
      await recordAudit(tx, null, {
        action: "blocked-purged",
        entityType: "user",
        entityId: userId,
        entityLabel: personLabel(user),
        after: { ...papers.counts, certificatesDeleted: certificates.count, identificationsDeleted: identification.count },
      });
      result.accounts += 1;
      result.documents += papers.counts.documentsDeleted;
      result.contracts += papers.counts.contractsDeleted;
      result.certificates += certificates.count;
      result.identifications += identification.count;
      return [...papers.keys, ...identityFiles.map((file) => file.storageKey)];
    });
    await removeStoredFiles(keys);
  }
  return result;
}
