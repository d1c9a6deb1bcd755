import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { dayInMadrid, formatDate } from "@/lib/format";
import { isSepaIban } from "@/lib/validations/identity";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { prisma } from "../platform/database/client";
import { fullName, instant, money } from "../shared/dto";
import { DEPOSIT_LEDGER_LOCK } from "../deposit/ledger-lock";
import { accountMovements, payingDay, payWithdrawal, runOwedBefore, WITHDRAWAL_TO_PAY } from "../deposit/transfers";
import { WITHDRAWAL_MESSAGES } from "@/lib/validations/deposit-withdrawal";
import {
  PAYOUT_TO_SEND,
  batchFile,
  batchNumberOf,
  payableBySepa,
  sendBatch,
  type BatchOwner,
  type MadeBatch,
  type ServedBatch,
} from "./sepa-batch";

/**
 * Devoluciones (issue 66, items 3 and 4): money the club returns because the investor took back what
 * they agreed to — a participation revoked in its reflection period (its capital paid, a payout ordered
 * at the revocation) and a deposit contract withdrawn from (the balance with the interest to the day of
 * the transfer, posted when the batch is made, as a closing withdrawal is). They travel in their own SEPA
 * batches, outside liquidations and withdrawal windows, on the day they are made: ordered → sent →
 * completed when the bank's statement shows the debit (./completion.ts). A payee without an IBAN of
 * the SEPA scheme waits, left out, until they give one.
 */

export const REFUND_MESSAGES = {
  batchNumber: "Número de lote no válido: un número entero mayor que 0",
  batchNotFound: "Ese lote de devoluciones no existe",
  nothingToPay: "No hay devoluciones pendientes de transferir",
  payeeIbanMissing: "Ningún inversor con devoluciones pendientes tiene un IBAN SEPA para cobros:",
} as const;

const REFUND_BATCHES: BatchOwner = {
  scope: { refunds: true },
  fileName: (n) => `transferencias-devoluciones-${n}.xml`,
  audit: { entityType: "refund", entityId: null, label: "Devoluciones · transferencias SEPA" },
  messages: REFUND_MESSAGES,
};

/** A refund waiting for its transfer, as Devoluciones lists it. */
export type PendingRefundDto = {
  kind: "revocation" | "desistimiento";
  investor: string;
  concept: string;
  /** Null for a desistimiento: the balance with the interest to the transfer's day, worked out then. */
  amount: string | null;
  since: string;
  hasIban: boolean;
};
export type RefundBatchDto = { number: number; createdAt: string; transfers: number; total: string };

const ORDERED_REVOCATIONS = { liquidationId: null, depositWithdrawalId: null, status: "ordered" } satisfies Prisma.PayoutWhereInput;
const APPROVED_DESISTIMIENTOS = {
  desistimiento: true,
  status: "approved",
  account: { status: "open" },
} satisfies Prisma.DepositWithdrawalWhereInput;

/** How many refunds wait for a batch (Pendiente's count). */
export async function refundsWaiting(db: Pick<Prisma.TransactionClient, "payout" | "depositWithdrawal">): Promise<number> {
  const [revocations, desistimientos] = await Promise.all([
    db.payout.count({ where: ORDERED_REVOCATIONS }),
    db.depositWithdrawal.count({ where: APPROVED_DESISTIMIENTOS }),
  ]);
  return revocations + desistimientos;
}

/** `GET /api/refunds`: what waits to be transferred, and the batches made (newest first). */
export async function listRefunds(actor: Actor | null): Promise<{ pending: PendingRefundDto[]; batches: RefundBatchDto[] }> {
  assertAdmin(actor);
  const db = await prisma();
  const [revocations, desistimientos, batches] = await Promise.all([
    db.payout.findMany({
      where: ORDERED_REVOCATIONS,
      select: {
        amount: true,
        investment: { select: { revokedAt: true, operation: { select: { title: true } } } },
        user: { select: { firstName: true, lastName: true, email: true, iban: true } },
      },
      orderBy: { id: "asc" },
    }),
    db.depositWithdrawal.findMany({
      where: APPROVED_DESISTIMIENTOS,
      select: {
        requestedAt: true,
        account: { select: { user: { select: { firstName: true, lastName: true, email: true, iban: true } } } },
      },
      orderBy: { requestedAt: "asc" },
    }),
    db.payoutBatch.findMany({
      where: { refunds: true },
      select: { number: true, createdAt: true, transfers: true, total: true },
      orderBy: { number: "desc" },
      take: 50,
    }),
  ]);
  const who = (user: { firstName: string | null; lastName: string | null; email: string | null }) => fullName(user) ?? user.email ?? "—";
  return {
    pending: [
      ...revocations.map((payout) => ({
        kind: "revocation" as const,
        investor: who(payout.user),
        concept: `Revocación · ${payout.investment?.operation.title ?? "—"}`,
        amount: money(payout.amount),
        since: instant(payout.investment?.revokedAt ?? new Date(0)),
        hasIban: isSepaIban(payout.user.iban),
      })),
      ...desistimientos.map((withdrawal) => ({
        kind: "desistimiento" as const,
        investor: who(withdrawal.account.user),
        concept: "Desistimiento · cuenta de depósito",
        amount: null,
        since: instant(withdrawal.requestedAt),
        hasIban: isSepaIban(withdrawal.account.user.iban),
      })),
    ],
    batches: batches.map((batch) => ({ ...batch, createdAt: instant(batch.createdAt), total: money(batch.total) })),
  };
}

/**
 * `POST /api/refunds/transfers`: every refund waiting becomes a transfer of a new batch, executed
 * today (Madrid): the revocations' payouts as ordered, and each desistimiento's withdrawal paid as a
 * closing one (interest to today credited with its withholding, the whole balance out, the account
 * closing until the debit is seen). 409 when nothing waits, or no payee has an IBAN.
 */
export async function refundTransfers(actor: Actor | null, now = new Date()): Promise<MadeBatch> {
  assertAdmin(actor);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    // The deposit ledger's one writer at a time (a desistimiento posts its movements): one batch of refunds at a time too.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${DEPOSIT_LEDGER_LOCK}))`;
    const [revocations, desistimientos] = await Promise.all([
      tx.payout.findMany({ where: ORDERED_REVOCATIONS, select: PAYOUT_TO_SEND, orderBy: { endToEndId: "asc" } }),
      tx.depositWithdrawal.findMany({ where: APPROVED_DESISTIMIENTOS, select: WITHDRAWAL_TO_PAY, orderBy: { id: "asc" } }),
    ]);
    const waiting = [
      ...revocations.map((payout) => ({ payee: payout.user, revocation: payout, withdrawal: null })),
      ...desistimientos.map((withdrawal) => ({ payee: withdrawal.account.user, revocation: null, withdrawal })),
    ];
    if (!waiting.length) throw new AppError("conflict", REFUND_MESSAGES.nothingToPay);
    const executionDay = dayInMadrid(now);
    const paying = await payingDay(tx, executionDay);
    // A desistimiento whose account still waits for the last period's interest run waits for it too,
    // rather than holding back every other refund of the batch.
    const blocked = new Map<string, string>();
    for (const { withdrawal } of waiting)
      if (withdrawal) {
        const movements = await accountMovements(tx, withdrawal.accountId);
        const owed = runOwedBefore(movements, paying.schedule, executionDay, paying.terms.depositCrediting);
        if (owed) blocked.set(withdrawal.id, owed);
      }
    const ready = waiting.filter((entry) => !entry.withdrawal || !blocked.has(entry.withdrawal.id));
    if (!ready.length) throw new AppError("conflict", WITHDRAWAL_MESSAGES.runFirst(formatDate([...blocked.values()][0]!)));
    const payable = await payableBySepa(tx, REFUND_BATCHES, ready, (entry) => entry.payee);
    const ids: string[] = [];
    for (const entry of payable) {
      if (entry.revocation) ids.push(entry.revocation.id);
      else {
        await tx.$queryRaw`SELECT id FROM deposit_accounts WHERE id = ${entry.withdrawal!.accountId}::uuid FOR UPDATE`;
        ids.push(await payWithdrawal(tx, entry.withdrawal!, paying));
      }
    }
    const payouts = await tx.payout.findMany({ where: { id: { in: ids } }, select: PAYOUT_TO_SEND, orderBy: { endToEndId: "asc" } });
    return sendBatch(tx, actor, REFUND_BATCHES, {
      payouts,
      executionDay,
      remittance: "Devolucion",
      now,
      leftOut: waiting.length - payable.length,
    });
  });
}

/** `GET /api/refunds/transfers[?batch=N]`: batch N of refunds, or the last, byte for byte; 404 when none. */
export async function refundTransfersFile(actor: Actor | null, batch: string | null): Promise<ServedBatch> {
  assertAdmin(actor);
  const number = batchNumberOf(batch, REFUND_MESSAGES);
  const db = await prisma();
  return db.$transaction((tx) => batchFile(tx, actor, REFUND_BATCHES, number));
}
