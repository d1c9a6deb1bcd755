import "server-only";
import { dayInMadrid } from "@/lib/format";
import { dayAfter } from "@/lib/madrid-day";
import { prisma } from "../platform/database/client";
import { enqueueEmails } from "../mail/outbox";
import { paymentReminder } from "../mail/templates";
import { positionsOf } from "../ledger/positions";
import { COMMITTED_SELECT, instructionLines, instructionsOf } from "./payment-instructions";
import { readPaymentSettings } from "../club/payment-settings";

/** A reminder goes this many days before the deadline, and another the day after it. */
export const REMINDER_DAYS_BEFORE = 3;

/**
 * Sends the payment reminders due at `now` (docs/product.md, "Payment instructions"): to each
 * committed participation that still owes money, one "before" reminder from three days before its
 * deadline to the deadline itself, and one "after" reminder from the day after. Each is recorded in
 * payment_reminders, whose unique key (participation, kind, deadline) is taken in the same
 * transaction as the e-mail: two instances running this at once, or a run repeated, send each
 * reminder once. A new deadline (the admin moved it) has reminders of its own. Returns how many it sent.
 */
export async function sendPaymentReminders(now = new Date()): Promise<number> {
  const db = await prisma();
  const today = new Date(`${dayInMadrid(now)}T00:00:00Z`);
  const rows = await db.participation.findMany({
    where: { status: "active", paymentDue: { not: null, lte: dayAfter(now, REMINDER_DAYS_BEFORE) }, user: { email: { not: null } } },
    select: {
      ...COMMITTED_SELECT,
      user: { select: { email: true } },
      operation: { select: { title: true } },
    },
  });
  const [positions, settings] = await Promise.all([positionsOf(db, rows), readPaymentSettings(db)]);
  let sent = 0;
  for (const row of rows) {
    const amountDue = positions.get(row.id)!.owed;
    if (amountDue === 0n) continue;
    const due = row.paymentDue!;
    const dueDay = due.toISOString().slice(0, 10);
    const before = due.getTime() >= today.getTime();
    const kind = before ? "before" : "after";
    const instructions = instructionLines(instructionsOf(row, amountDue, settings));
    sent += await db.$transaction(async (tx) => {
      const taken = await tx.$executeRaw`
        INSERT INTO payment_reminders (investment_id, kind, due) VALUES (${row.id}::uuid, ${kind}, ${dueDay}::date)
        ON CONFLICT (investment_id, kind, due) DO NOTHING`;
      if (!taken) return 0;
      const message = paymentReminder({ operationTitle: row.operation.title, before, instructions });
      await enqueueEmails(tx, { kind: "payment-reminder", ...message }, [row.user.email!]);
      return 1;
    });
  }
  return sent;
}
