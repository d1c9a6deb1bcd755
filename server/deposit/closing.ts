import "server-only";
import { dayInMadrid } from "@/lib/format";
import { depositClosingSchema, WITHDRAWAL_MESSAGES } from "@/lib/validations/deposit-withdrawal";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { enqueueEmails } from "../mail/outbox";
import { depositAccountClosing } from "../mail/templates";
import { isSepaIban } from "@/lib/validations/identity";
import { DEPOSIT_LEDGER_LOCK } from "./ledger-lock";
import { windUpAccount } from "./wind-up";
import { DEPOSIT_ACCOUNT_SELECT } from "./mine";

/**
 * `POST /api/deposit-accounts/{id}/closure { reason }` (issue 64, item 2): the admin closes a deposit
 * account — the way out before its investor's own account can be closed. Its pending withdrawals are
 * cancelled and replaced by a withdrawal of everything, approved, in a window of today: the next batch
 * of transfers for today (Retiradas) credits the interest to that day with its withholding and orders
 * the whole balance to the investor's IBAN (server/deposit/transfers.ts); the account is closing until
 * the bank's debit is seen, then closed, and a later credit bearing its reference waits for review.
 * An account that holds nothing and has no interest to credit is closed at once (`windowDay` null).
 * Audited with the reason; the investor is e-mailed (asked for an IBAN when there is none). 409 unless
 * the account is open.
 */
export async function closeDepositAccount(
  actor: Actor | null,
  id: string,
  input: unknown,
  now = new Date(),
): Promise<{ windowDay: string | null }> {
  assertAdmin(actor);
  const { reason } = depositClosingSchema.parse(input);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    // Under the ledger's lock: a window's transfers being made now either pay what was approved or see this.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${DEPOSIT_LEDGER_LOCK}))`;
    const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM deposit_accounts WHERE id = ${rowId(id)}::uuid FOR UPDATE`;
    if (!locked) notFound();
    const account = await tx.depositAccount.findUniqueOrThrow({
      where: { id: locked.id },
      select: {
        ...DEPOSIT_ACCOUNT_SELECT,
        user: { select: { firstName: true, lastName: true, email: true, iban: true } },
        withdrawals: { where: { amount: null, status: "approved" }, select: { id: true } },
      },
    });
    // Closing, closed, or its withdrawal of everything already approved (by this or an earlier closure).
    if (account.status !== "open" || account.withdrawals.length) throw new AppError("conflict", WITHDRAWAL_MESSAGES.notOpen);
    const today = dayInMadrid(now);
    const { empty, cancelled } = await windUpAccount(tx, account, now, { approvedById: actor.id, desistimiento: false });
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "deposit_account",
      entityId: account.id,
      entityLabel: personLabel(account.user),
      before: { status: "open" },
      after: empty
        ? { status: "closed", reason, withdrawalsCancelled: cancelled }
        : { closing: "todo el saldo", date: today, reason, withdrawalsCancelled: cancelled },
    });
    if (account.user.email)
      await enqueueEmails(
        tx,
        { kind: "deposit-withdrawal", ...depositAccountClosing({ reason, hasIban: isSepaIban(account.user.iban), empty }) },
        [account.user.email],
      );
    return { windowDay: empty ? null : today };
  });
}
