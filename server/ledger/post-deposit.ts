import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { DEPOSIT_MOVEMENT_KINDS, depositBalance, type DepositMovementKind } from "@/lib/deposit/position";
import { centsOf } from "@/lib/money";
import { AppError } from "../core/errors";
import { DEPOSIT_LEDGER_LOCK } from "../deposit/ledger-lock";
import { calendarDay } from "../shared/references";

type Tx = Prisma.TransactionClient;

/** One movement of a deposit account; what posted it: an interest run, a withdrawal, the movement it cancels. */
export type DepositMovementLine = {
  accountId: string;
  kind: DepositMovementKind;
  /** A decimal string; negative only on a counter-movement. */
  amount: string;
  /** The value day (Madrid's), from which it earns or stops earning. */
  valueDate: string | Date;
  note?: string | null;
  runId?: string | null;
  withdrawalId?: string | null;
  reversesId?: string | null;
};

export const DEPOSIT_POSTING_MESSAGES = {
  closed: "La cuenta de depósito está cerrada: no admite movimientos",
  overBalance: "El movimiento dejaría la cuenta de depósito con saldo negativo",
} as const;

/**
 * The one door through which a deposit account's movements are written (docs/architecture.md, "The
 * ledger"): under the deposit ledger's lock (the one interest runs, withdrawals and transfers take),
 * it checks each line's kind against the one table (lib/deposit/position.ts), refuses a closed
 * account and a balance that would go below zero (409), and writes them. The writer tells the
 * investor and audits what it did (a run's e-mail sums its interest and withholding; a receipt names
 * the credit), as a liquidation does for participations.
 */
export async function postDepositMovements(tx: Tx, lines: DepositMovementLine[]): Promise<string[]> {
  if (!lines.length) return [];
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${DEPOSIT_LEDGER_LOCK}))`;
  for (const accountId of new Set(lines.map((line) => line.accountId))) {
    const account = await tx.depositAccount.findUnique({
      where: { id: accountId },
      select: { status: true, movements: { select: { kind: true, amount: true } } },
    });
    if (!account || account.status === "closed") throw new AppError("conflict", DEPOSIT_POSTING_MESSAGES.closed);
    const own = lines.filter((line) => line.accountId === accountId);
    for (const line of own) {
      if (!(DEPOSIT_MOVEMENT_KINDS as readonly string[]).includes(line.kind)) throw new RangeError(`Movimiento desconocido: ${line.kind}`);
      const cents = centsOf(line.amount);
      if (cents === 0n || (cents < 0n && !line.reversesId)) throw new RangeError(`Importe no válido para un movimiento: ${line.amount}`);
    }
    if (depositBalance([...account.movements, ...own]) < 0n) throw new AppError("conflict", DEPOSIT_POSTING_MESSAGES.overBalance);
  }
  const created = await tx.depositMovement.createManyAndReturn({
    data: lines.map((line) => ({
      accountId: line.accountId,
      kind: line.kind,
      amount: line.amount,
      valueDate: line.valueDate instanceof Date ? line.valueDate : calendarDay(line.valueDate)!,
      note: line.note ?? null,
      runId: line.runId ?? null,
      withdrawalId: line.withdrawalId ?? null,
      reversesId: line.reversesId ?? null,
    })),
    select: { id: true },
  });
  return created.map((row) => row.id);
}
