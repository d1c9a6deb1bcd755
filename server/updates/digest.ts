import "server-only";
import { dayInMadrid, formatDate } from "@/lib/format";
import { madridDayStart, madridMonth } from "@/lib/madrid-day";
import { ACTIVE_OPERATION_STATUSES } from "@/lib/operation-status";
import { grantingParticipation } from "../core/access";
import { prisma } from "../platform/database/client";
import { enqueueEmails } from "../mail/outbox";
import { adminAddresses } from "../mail/notifications";
import { quietOperations, updatesDigest } from "../mail/templates";
import { toUpdateDto, UPDATE_SELECT, NEWEST_FIRST } from "./dto";

/** The instant this week began in Madrid: Monday 00:00. */
export function weekStart(now: Date): Date {
  const day = dayInMadrid(now);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return madridDayStart(day, -((weekday + 6) % 7));
}

/**
 * The weekly digest (issue 50, item 3): to each investor who chose it, on the first periodic run of
 * the week (Monday, Madrid), one e-mail with the updates posted before the week began that they
 * have not opened yet. Each recipient row is taken under a conditional update in the e-mail's
 * transaction, so two instances or a repeated run send each digest once. Returns how many went.
 */
export async function sendUpdateDigests(now = new Date()): Promise<number> {
  const db = await prisma();
  const before = weekStart(now);
  const due = await db.operationUpdateRecipient.findMany({
    where: {
      delivery: "weekly",
      digestedAt: null,
      update: { publishedAt: { lt: before } },
      user: { closedAt: null, email: { not: null } },
    },
    select: { userId: true },
    distinct: ["userId"],
  });
  let sent = 0;
  for (const { userId } of due) {
    sent += await db.$transaction(async (tx) => {
      const taken = await tx.$queryRaw<{ update_id: string; read_at: Date | null }[]>`
        UPDATE operation_update_recipients r SET digested_at = ${now}
        FROM operation_updates u
        WHERE r.update_id = u.id AND r.user_id = ${userId}::uuid AND r.delivery = 'weekly' AND r.digested_at IS NULL
          AND u.published_at < ${before}
        RETURNING r.update_id::text, r.read_at`;
      const unread = taken.filter((row) => !row.read_at).map((row) => row.update_id);
      if (!unread.length) return 0;
      const [updates, user] = await Promise.all([
        tx.operationUpdate.findMany({ where: { id: { in: unread } }, select: UPDATE_SELECT, orderBy: NEWEST_FIRST }),
        tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } }),
      ]);
      await enqueueEmails(tx, { kind: "operation-update", ...updatesDigest(updates.map((row) => toUpdateDto(row))) }, [user.email!]);
      return 1;
    });
  }
  return sent;
}

/** How long an operation may go without an update before the admins are reminded of it. */
export const QUIET_DAYS = 90;

/** The quarter of `now` on Madrid's calendar: "2026-4". */
export function quarterOf(now: Date): string {
  const [year, month] = madridMonth(now).split("-").map(Number) as [number, number];
  return `${year}-${Math.ceil(month / 3)}`;
}

/**
 * The running operations (active, not archived, with investors) whose investors have heard nothing
 * for QUIET_DAYS: created before then, no update since.
 */
export async function quietOperationsAt(now = new Date()) {
  const db = await prisma();
  const since = new Date(now.getTime() - QUIET_DAYS * 86_400_000);
  const rows = await db.operation.findMany({
    where: {
      status: { in: [...ACTIVE_OPERATION_STATUSES] },
      archivedAt: null,
      createdAt: { lt: since },
      investments: { some: grantingParticipation() },
      updates: { none: { publishedAt: { gte: since } } },
    },
    select: { id: true, title: true, updates: { select: { publishedAt: true }, orderBy: { publishedAt: "desc" }, take: 1 } },
    orderBy: { title: "asc" },
  });
  return rows.map((row) => ({ id: row.id, title: row.title, lastUpdate: row.updates[0]?.publishedAt ?? null }));
}

/**
 * Once a quarter (its first periodic run), the admins are e-mailed the running operations with no
 * update in QUIET_DAYS. The quarter is taken in `update_reminders` in the e-mail's transaction: sent
 * once whatever the number of instances. Returns how many operations it named.
 */
export async function sendQuietOperationReminder(now = new Date()): Promise<number> {
  const db = await prisma();
  const quiet = await quietOperationsAt(now);
  return db.$transaction(async (tx) => {
    const taken = await tx.$executeRaw`INSERT INTO update_reminders (quarter) VALUES (${quarterOf(now)}) ON CONFLICT (quarter) DO NOTHING`;
    if (!taken || !quiet.length) return 0;
    const message = quietOperations(quiet.map((o) => ({ title: o.title, lastUpdate: o.lastUpdate ? formatDate(o.lastUpdate) : null })));
    await enqueueEmails(tx, { kind: "update-reminder", ...message }, await adminAddresses(tx));
    return quiet.length;
  });
}
