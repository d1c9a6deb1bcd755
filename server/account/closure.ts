import "server-only";
import { formatDate, formatMoney } from "@/lib/format";
import { decimalOf } from "@/lib/money";
import { depositBalance } from "@/lib/deposit/position";
import { ASKING_STATUSES } from "@/lib/validations/investment";
import { CLOSURE_MESSAGES, closureDecisionSchema, closureRequestSchema } from "@/lib/validations/account-closure";
import { assertAdmin, assertSignedIn, ROLES, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { instant, money } from "../shared/dto";
import { enqueueEmails } from "../mail/outbox";
import { adminAddresses } from "../mail/notifications";
import { accountClosed, closureRejected, closureRequestReceived, closureRequested } from "../mail/templates";
import { forgetSessions } from "../auth/session-cache";
import { blockAccount } from "./blocking";

/** "Mis datos", "Cerrar mi cuenta": when the signed-in person asked, or null. */
export type ClosureRequestDto = { requestedAt: string | null };

function assertInvestor(actor: Actor | null): asserts actor is Actor {
  assertSignedIn(actor);
  if (actor.role !== ROLES.investor) throw new AppError("forbidden", CLOSURE_MESSAGES.investorsOnly);
}

export async function getClosureRequest(actor: Actor | null): Promise<ClosureRequestDto> {
  assertSignedIn(actor);
  const db = await prisma();
  const row = await db.user.findUniqueOrThrow({ where: { id: actor.id }, select: { closureRequestedAt: true } });
  return { requestedAt: row.closureRequestedAt && instant(row.closureRequestedAt) };
}

/** The person asks to close their account: recorded, audited, the admins told. Asking again changes nothing. */
export async function requestClosure(actor: Actor | null, input: unknown): Promise<ClosureRequestDto> {
  assertInvestor(actor);
  const { reason = null } = closureRequestSchema.parse(input ?? {});
  const db = await prisma();
  await db.$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.user.updateMany({ where: { id: actor.id, closureRequestedAt: null }, data: { closureRequestedAt: now } });
    if (!count) return;
    const label = personLabel(actor);
    await recordAudit(tx, actor, {
      action: "closure-request",
      entityType: "user",
      entityId: actor.id,
      entityLabel: label,
      after: { motivo: reason },
    });
    if (actor.email) await enqueueEmails(tx, { kind: "account-closure", ...closureRequested() }, [actor.email]);
    const message = closureRequestReceived({ investor: label ?? "Un inversor", investorId: actor.id, reason });
    await enqueueEmails(tx, { kind: "account-closure", ...message }, await adminAddresses(tx));
  });
  return getClosureRequest(actor);
}

/** The person withdraws their request before an admin decides. */
export async function withdrawClosureRequest(actor: Actor | null): Promise<ClosureRequestDto> {
  assertInvestor(actor);
  const db = await prisma();
  await db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: actor.id, closureRequestedAt: { not: null } },
      data: { closureRequestedAt: null },
    });
    if (count)
      await recordAudit(tx, actor, {
        action: "closure-withdrawn",
        entityType: "user",
        entityId: actor.id,
        entityLabel: personLabel(actor),
      });
  });
  return getClosureRequest(actor);
}

export type ClosureDecisionDto = { decision: "close" | "reject"; destroyAfter: string | null };

/**
 * An admin decides a request. "close": only with nothing in play (no participation asked for or
 * active, no pending movement); the identity is blocked and the account erased (./blocking.ts),
 * its sessions end. "reject": with a reason the person is told. 404 for anyone but an investor who
 * asked; the row is locked, so two admins deciding at once decide once.
 */
export async function decideClosure(actor: Actor | null, id: string, input: unknown): Promise<ClosureDecisionDto> {
  assertAdmin(actor);
  const { decision, reason = null } = closureDecisionSchema.parse(input);
  const db = await prisma();
  const userId = rowId(id);
  const result = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
    const user = await tx.user.findFirst({
      where: { id: userId, role: ROLES.investor, closedAt: null },
      select: { id: true, email: true, firstName: true, lastName: true, closureRequestedAt: true },
    });
    if (!user) notFound();
    if (!user.closureRequestedAt) throw new AppError("conflict", CLOSURE_MESSAGES.notRequested);
    if (decision === "reject") {
      await tx.user.update({ where: { id: user.id }, data: { closureRequestedAt: null } });
      await recordAudit(tx, actor, {
        action: "closure-rejected",
        entityType: "user",
        entityId: user.id,
        entityLabel: personLabel(user),
        after: { motivo: reason },
      });
      if (user.email) await enqueueEmails(tx, { kind: "account-closure", ...closureRejected(reason!) }, [user.email]);
      return { decision, destroyAfter: null };
    }
    await settleBeforeClosing(tx, user.id);
    const blocked = await blockAccount(tx, actor, user.id, reason);
    if (user.email) await enqueueEmails(tx, { kind: "account-closure", ...accountClosed(formatDate(blocked.destroyAfter)) }, [user.email]);
    return { decision, destroyAfter: blocked.destroyAfter.toISOString().slice(0, 10) };
  });
  if (decision === "close") await forgetSessions();
  return result;
}

/** 409 while the person has money in play; an empty deposit account is closed with them. */
async function settleBeforeClosing(tx: Parameters<typeof blockAccount>[0], userId: string): Promise<void> {
  const [participations, movements, payouts] = await Promise.all([
    tx.participation.count({ where: { userId, status: { in: [...ASKING_STATUSES, "active"] } } }),
    tx.movement.count({ where: { userId, status: "pending" } }),
    tx.payout.count({ where: { userId, status: { in: ["ordered", "sent"] } } }),
  ]);
  // The deposit account first (issue 64, item 2): its money would stay behind a pseudonym nobody can sign in as.
  // Locked: a credit being imported now either lands before (and is counted) or finds it closed (and waits for review).
  await tx.$queryRaw`SELECT id FROM deposit_accounts WHERE user_id = ${userId}::uuid FOR UPDATE`;
  const deposit = await tx.depositAccount.findUnique({
    where: { userId },
    select: {
      status: true,
      movements: { select: { kind: true, amount: true } },
      withdrawals: { where: { status: { in: ["requested", "approved"] } } },
    },
  });
  if (participations || movements || payouts) throw new AppError("conflict", CLOSURE_MESSAGES.moneyInPlay);
  if (deposit) {
    const balance = depositBalance(deposit.movements.map((m) => ({ kind: m.kind, amount: money(m.amount) })));
    if (deposit.status === "closing" || balance !== 0n || deposit.withdrawals.length)
      throw new AppError("conflict", CLOSURE_MESSAGES.depositInPlay(formatMoney(decimalOf(balance))));
  }
  // An empty deposit account closes with its owner: a credit bearing its reference then waits for review.
  if (deposit?.status === "open") await tx.depositAccount.update({ where: { userId }, data: { status: "closed" } });
}
