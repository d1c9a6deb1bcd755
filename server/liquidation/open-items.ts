import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatMoney } from "@/lib/format";
import { centsOf, decimalOf } from "@/lib/money";
import { LIQUIDATION_MESSAGES, type LiquidationValues } from "@/lib/validations/liquidation";
import { isSepaIban } from "@/lib/validations/identity";
import { AppError, MESSAGES } from "../core/errors";
import { fullName } from "../shared/dto";
import { positionsOf } from "../ledger/positions";
import type { Actor } from "../core/actor";
import { INVESTMENT_AUDIT, INVESTMENT_LOG, recordUpdate } from "../audit/snapshots";
import { notifyDecision } from "../participations/requests";

/**
 * What a liquidation would leave behind (docs/product.md, "The liquidation"), which the preview
 * lists and the confirmation refuses until each is decided: a committed participation that still
 * owes money (its commitment reduced to what it paid, or cancelled when it paid nothing), a
 * movement still pending (completed or deleted first), requests or a waitlist still open (rejected,
 * with a reason each investor reads). Investors without an IBAN or a NIF are warned of: their
 * payouts cannot be sent, their certificate names no NIF, until they give them.
 */
type Tx = Prisma.TransactionClient;

export type OwingParticipation = {
  investmentId: string;
  investorName: string;
  committed: string;
  paid: string;
  owed: string;
  /** What the confirmation does with it: reduce to what it paid (if it paid something), or cancel. */
  settles: "reduce" | "cancel";
};
export type OpenItems = {
  owing: OwingParticipation[];
  pendingMovements: { id: string; type: string; amount: string; investorName: string | null }[];
  openRequests: { investmentId: string; investorName: string; amount: string; status: string }[];
  withoutIban: string[];
  withoutNif: string[];
};

const PERSON = { select: { firstName: true, lastName: true, email: true, iban: true, nif: true } } as const;
const nameOf = (user: { firstName: string | null; lastName: string | null; email: string | null }) => fullName(user) ?? user.email ?? "—";

export async function openItems(tx: Tx, operationId: string): Promise<OpenItems> {
  const [participations, pending] = await Promise.all([
    tx.participation.findMany({
      where: { operationId, status: { in: ["active", "requested", "waitlisted"] } },
      select: { id: true, status: true, amount: true, user: PERSON },
      orderBy: [{ investmentDate: "asc" }, { id: "asc" }],
    }),
    tx.movement.findMany({
      where: { operationId, status: "pending" },
      select: { id: true, type: true, amount: true, user: PERSON },
      orderBy: [{ transactionDate: "asc" }, { id: "asc" }],
    }),
  ]);
  const active = participations.filter((p) => p.status === "active");
  const positions = await positionsOf(tx, active);
  const owing = active.flatMap((p) => {
    const { paid, owed } = positions.get(p.id)!;
    if (owed === 0n) return [];
    const settles = paid > 0n ? ("reduce" as const) : ("cancel" as const);
    return [
      {
        investmentId: p.id,
        investorName: nameOf(p.user),
        committed: decimalOf(centsOf(p.amount)),
        paid: decimalOf(paid),
        owed: decimalOf(owed),
        settles,
      },
    ];
  });
  const paying = active.filter((p) => positions.get(p.id)!.paid > 0n);
  return {
    owing,
    pendingMovements: pending.map((m) => ({ id: m.id, type: m.type, amount: m.amount.toFixed(2), investorName: m.user && nameOf(m.user) })),
    openRequests: participations
      .filter((p) => p.status !== "active")
      .map((p) => ({ investmentId: p.id, investorName: nameOf(p.user), amount: p.amount.toFixed(2), status: p.status })),
    withoutIban: paying.filter((p) => !isSepaIban(p.user.iban)).map((p) => nameOf(p.user)),
    withoutNif: paying.filter((p) => !p.user.nif).map((p) => nameOf(p.user)),
  };
}

/**
 * 400/409 unless the confirmation decides every open item: the owing participations settled as
 * the preview said (`settle: true`), a reason for rejecting the open requests; pending movements
 * cannot be decided here (409: complete or delete them first).
 */
export function assertDecided(open: OpenItems, values: LiquidationValues) {
  if (open.pendingMovements.length)
    throw new AppError(
      "conflict",
      LIQUIDATION_MESSAGES.pendingMovements(
        open.pendingMovements.map((m) => `${m.investorName ?? "club"} ${formatMoney(m.amount)}`).join(", "),
      ),
    );
  const fields: Record<string, string> = {};
  if (open.owing.length && !values.settleOwing) fields.settleOwing = LIQUIDATION_MESSAGES.owingUndecided;
  if (open.openRequests.length && !values.rejectReason) fields.rejectReason = LIQUIDATION_MESSAGES.requestsUndecided;
  if (Object.keys(fields).length) throw new AppError("invalid", MESSAGES.invalidInput, { fields });
}

/**
 * Settles the owing participations (reduced to what they paid, or cancelled) and rejects the open
 * requests with the reason, each audited and its investor e-mailed, in the confirmation's transaction.
 */
export async function settleOpenItems(tx: Tx, actor: Actor, open: OpenItems, rejectReason: string | null): Promise<void> {
  const settled = [
    ...open.owing.map((p) => ({
      id: p.investmentId,
      data: p.settles === "reduce" ? { amount: p.paid } : { status: "cancelled", decisionNote: LIQUIDATION_MESSAGES.cancelledUnpaid },
    })),
    ...open.openRequests.map((r) => ({ id: r.investmentId, data: { status: "rejected", decisionNote: rejectReason } })),
  ];
  for (const { id, data } of settled) {
    const before = await tx.participation.findUniqueOrThrow({ where: { id }, select: INVESTMENT_AUDIT });
    const after = await tx.participation.update({
      where: { id },
      data,
      select: { ...INVESTMENT_AUDIT, id: true, paymentReference: true, paymentDue: true },
    });
    await recordUpdate(tx, actor, INVESTMENT_LOG, id, before, after);
    await notifyDecision(tx, before, after);
  }
}
