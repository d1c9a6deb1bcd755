import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "../core/actor";
import { postMovements } from "../ledger/post";
import { centsOf } from "@/lib/money";
import { positionsOf } from "../ledger/positions";

type Tx = Prisma.TransactionClient;

/** A participation a credit may pay, with what it still owes (read under its row lock). */
export type PayableParticipation = {
  id: string;
  operationId: string;
  userId: string;
  status: string;
  paymentReference: string | null;
  /** What it still owes, in cents. */
  owedCents: bigint;
};

/**
 * Locks the participations named (by id or by payment reference), in id order so that two imports
 * never deadlock, and reads what each still owes: the lock is held until the transaction ends, so
 * no other import or decision can count a payment against the same debt meanwhile.
 */
export async function lockParticipations(tx: Tx, by: { ids: string[] } | { references: string[] }): Promise<PayableParticipation[]> {
  // Their operations first, in one order: a liquidation locks the operation and then its
  // participations, so an import that took them the other way round could deadlock with it.
  if ("ids" in by ? by.ids.length : by.references.length)
    await tx.$queryRaw`
      SELECT id FROM operations WHERE id IN (
        SELECT operation_id FROM investments
        WHERE ${"ids" in by ? by.ids : []}::uuid[] @> ARRAY[id] OR payment_reference = ANY(${"references" in by ? by.references : []}::text[]))
      ORDER BY id FOR UPDATE`;
  const locked =
    "ids" in by
      ? by.ids.length
        ? await tx.$queryRaw<{ id: string }[]>`SELECT id FROM investments WHERE id = ANY(${by.ids}::uuid[]) ORDER BY id FOR UPDATE`
        : []
      : by.references.length
        ? await tx.$queryRaw<
            { id: string }[]
          >`SELECT id FROM investments WHERE payment_reference = ANY(${by.references}::text[]) ORDER BY id FOR UPDATE`
        : [];
  if (!locked.length) return [];
  const ids = locked.map((row) => row.id);
  const rows = await tx.participation.findMany({
    where: { id: { in: ids } },
    select: { id: true, operationId: true, userId: true, status: true, amount: true, paymentReference: true },
  });
  const positions = await positionsOf(tx, rows);
  return rows.map(({ amount: _committed, ...row }) => ({ ...row, owedCents: positions.get(row.id)!.owed }));
}

/**
 * The credit `entryId` becomes the participation's completed contribution (APORTE, by transfer,
 * dated the statement's value day), e-mailed to its investor and audited like any movement; what the
 * participation owes goes down by it.
 */
export async function recordContribution(
  tx: Tx,
  actor: Actor,
  entryId: string,
  participation: PayableParticipation,
  amount: string,
  valueDate: string,
): Promise<string> {
  const [created] = await postMovements(tx, actor, [
    {
      operationId: participation.operationId,
      investmentId: participation.id,
      type: "APORTE",
      amount,
      paymentMethod: "Transferencia",
      reference: participation.paymentReference,
      description: "Transferencia conciliada con el extracto del banco",
      date: valueDate,
    },
  ]);
  await tx.bankEntry.update({ where: { id: entryId }, data: { transactionId: created!.id, investmentId: participation.id } });
  const left = participation.owedCents - centsOf(amount);
  participation.owedCents = left > 0n ? left : 0n;
  return created!.id;
}
