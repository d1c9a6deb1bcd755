import "server-only";
import * as z from "@/lib/validations/zod";
import { invalid } from "@/lib/validations/zod";
import type { Prisma } from "@/generated/prisma/client";
import { PARTICIPATION_MESSAGES } from "@/lib/validations/investment";
import { UNDO_SECONDS } from "@/lib/undo";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { INVESTMENT_AUDIT, INVESTMENT_LOG, recordUpdate } from "../audit/snapshots";
import { lockOperation, lockParticipation, recomputeFunding } from "./funding";

type Tx = Prisma.TransactionClient;

/**
 * Undoing a decision on a request (issue 50, item 2): for UNDO_SECONDS after an admin confirms,
 * waitlists or rejects a request (UNDO_SECONDS, lib/undo.ts), its e-mail waits in the outbox and "Deshacer" puts the request
 * back as it was — status, amount, no payment reference — and deletes the e-mail before it leaves.
 */

const holdKey = (investmentId: string) => `decision:${investmentId}`;

/** Keeps what the request was, for the undo; returns how its e-mail waits. */
export async function keepUndoable(tx: Tx, investmentId: string, before: { status: string; amount: Prisma.Decimal }, now = new Date()) {
  const until = new Date(now.getTime() + UNDO_SECONDS * 1000);
  await tx.participation.update({
    where: { id: investmentId },
    data: { undoableUntil: until, undoStatus: before.status, undoAmount: before.amount },
  });
  return { key: holdKey(investmentId), until };
}

const undoSchema = z.strictObject({
  updatedAt: z.pipe(
    z.string({ error: PARTICIPATION_MESSAGES.seenRequired }),
    z.transform((value: string, ctx) => (Number.isNaN(Date.parse(value)) ? invalid(ctx, PARTICIPATION_MESSAGES.seenInvalid) : value)),
  ),
});

/**
 * `POST /api/investments/{id}/undo-decision { updatedAt }` (an admin, the decision's answer's updatedAt): the request as it was before the decision,
 * its e-mail deleted. 409 once the time is over, its e-mail has left, or money has moved on it.
 */
export async function undoDecision(actor: Actor | null, id: string, input: unknown, now = new Date()) {
  assertAdmin(actor);
  // The decision's answer is what is undone: a request changed since (by its investor, another admin) is a 409.
  const { updatedAt: seen } = undoSchema.parse(input ?? {});
  const db = await prisma();
  return db.$transaction(async (tx) => {
    const { operationId } = await lockParticipation(tx, rowId(id));
    await lockOperation(tx, operationId);
    const row = await tx.participation.findUnique({
      where: { id },
      select: {
        ...INVESTMENT_AUDIT,
        undoableUntil: true,
        undoStatus: true,
        undoAmount: true,
        updatedAt: true,
        _count: { select: { transactions: true } },
      },
    });
    if (!row) notFound();
    const { undoableUntil, undoStatus, undoAmount, _count, updatedAt, ...before } = row;
    if (updatedAt.toISOString() !== new Date(seen).toISOString()) throw new AppError("conflict", PARTICIPATION_MESSAGES.changedSince);
    if (!undoableUntil || !undoStatus || !undoAmount || undoableUntil <= now || _count.transactions)
      throw new AppError("conflict", PARTICIPATION_MESSAGES.undoTooLate);
    const gone = await tx.email.count({ where: { holdKey: holdKey(id), status: { notIn: ["pending", "held"] } } });
    if (gone) throw new AppError("conflict", PARTICIPATION_MESSAGES.undoTooLate);
    await tx.email.deleteMany({ where: { holdKey: holdKey(id) } });
    const after = await tx.participation.update({
      where: { id },
      data: {
        status: undoStatus,
        amount: undoAmount,
        decisionNote: null,
        paymentReference: null,
        paymentDue: null,
        undoableUntil: null,
        undoStatus: null,
        undoAmount: null,
      },
      select: INVESTMENT_AUDIT,
    });
    await recomputeFunding(tx, operationId);
    await recordUpdate(tx, actor, INVESTMENT_LOG, id, before, after);
    return { id, status: after.status };
  });
}
