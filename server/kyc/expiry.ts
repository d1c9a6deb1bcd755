import "server-only";
import { dayInMadrid, formatDate } from "@/lib/format";
import { prisma } from "../platform/database/client";
import { enqueueEmails } from "../mail/outbox";
import { identityDocumentExpiring } from "../mail/templates";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { calendarDate } from "../shared/dto";

/**
 * The reminder that an identity document expires (issue 49, item 5) — the person's own or, investing
 * as a company, the first of its beneficial owners' —: from a month before its expiry, once per document (the expiry it was sent for is kept, and taken under a conditional
 * update, so two instances or a repeated run send it once). From the day after the expiry the
 * verification counts as expired (./state.ts) and no new commitment is confirmed. Returns how many went.
 */
export async function sendIdentityExpiryReminders(now = new Date()): Promise<number> {
  const db = await prisma();
  const today = new Date(dayInMadrid(now));
  const inAMonth = new Date(today);
  inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
  const window = { gte: today, lte: inAMonth };
  const rows = await db.identityVerification.findMany({
    where: {
      status: "verified",
      blockedAt: null,
      OR: [{ documentExpiry: window }, { ownersDocumentExpiry: window }],
      user: { closedAt: null, email: { not: null } },
    },
    select: {
      userId: true,
      documentExpiry: true,
      ownersDocumentExpiry: true,
      expiryReminderFor: true,
      user: { select: { email: true, firstName: true, lastName: true } },
    },
  });
  // The document that expires first: the person's own, or a beneficial owner's of their company.
  const due = rows.flatMap((row) => {
    const own = row.documentExpiry && row.documentExpiry >= today ? row.documentExpiry : null;
    const owners = row.ownersDocumentExpiry && row.ownersDocumentExpiry >= today ? row.ownersDocumentExpiry : null;
    const expiry = [own, owners].filter((day): day is Date => day !== null).sort((a, b) => a.getTime() - b.getTime())[0];
    return expiry && expiry <= inAMonth ? [{ ...row, expiry, owner: expiry === owners && expiry !== own }] : [];
  });
  let sent = 0;
  for (const row of due) {
    if (row.expiryReminderFor?.getTime() === row.expiry.getTime()) continue;
    sent += await db.$transaction(async (tx) => {
      const { count } = await tx.identityVerification.updateMany({
        where: { userId: row.userId, OR: [{ expiryReminderFor: null }, { expiryReminderFor: { not: row.expiry } }] },
        data: { expiryReminderFor: row.expiry },
      });
      if (!count) return 0;
      await enqueueEmails(tx, { kind: "verification", ...identityDocumentExpiring(formatDate(calendarDate(row.expiry)), row.owner) }, [
        row.user.email!,
      ]);
      await recordAudit(tx, null, {
        action: "verification-reminder",
        entityType: "verification",
        entityId: row.userId,
        entityLabel: personLabel(row.user),
        after: { caducidad: calendarDate(row.expiry), ...(row.owner && { de: "un titular real" }) },
      });
      return 1;
    });
  }
  return sent;
}
