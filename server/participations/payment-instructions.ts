import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { formatDate, formatMoney } from "@/lib/format";
import { reflectionLastDay } from "@/lib/reflection-period";
import { printedReference } from "@/lib/payment-reference";
import { printedIban } from "@/lib/validations/identity";
import type { Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { calendarDate, money } from "../shared/dto";
import { decimalOf, type Cents } from "@/lib/money";
import { positionDto, positionOf } from "@/lib/ledger/position";
import { positionOfParticipation } from "../ledger/positions";
import { readPaymentSettings, type PaymentSettings } from "../club/payment-settings";
import type { PaymentTerms } from "./payment-terms";

type Reader = Pick<Prisma.TransactionClient, "setting" | "movement" | "payout">;

/** How to pay what a committed participation still owes: the amount, the club's account, the reference, the deadline. */
export type PaymentInstructions = {
  amountDue: string;
  reference: string | null;
  /** yyyy-MM-dd */
  due: string | null;
  account: { iban: string | null; holder: string | null; bank: string | null };
  /** The last day of its reflection period (yyyy-MM-dd), when it was asked for online: until then it may be revoked. */
  reflectionUntil: string | null;
};

type Committed = PaymentTerms & { id: string; status: string; amount: Prisma.Decimal };

/** What a participation's instructions are read from. */
export const COMMITTED_SELECT = {
  id: true,
  status: true,
  amount: true,
  paymentReference: true,
  paymentDue: true,
  requestedAt: true,
} satisfies Prisma.ParticipationSelect;

/** The club's account, as the instructions show it. */
export const clubAccount = (settings: PaymentSettings): PaymentInstructions["account"] => ({
  iban: settings.clubIban,
  holder: settings.clubAccountHolder,
  bank: settings.clubBank,
});

/** The instructions of a participation that still owes `amountDue`. */
export const instructionsOf = (participation: Committed, amountDue: Cents, settings: PaymentSettings): PaymentInstructions => ({
  amountDue: decimalOf(amountDue),
  reference: participation.paymentReference,
  due: calendarDate(participation.paymentDue),
  account: clubAccount(settings),
  reflectionUntil: participation.requestedAt ? reflectionLastDay(participation.requestedAt) : null,
});

/** The instructions for one participation, read with `db` (the transaction that confirms it, or the app's). */
export async function paymentInstructions(db: Reader, participation: Committed): Promise<PaymentInstructions> {
  const [settings, position] = await Promise.all([readPaymentSettings(db), positionOfParticipation(db, participation)]);
  return instructionsOf(participation, position.owed, settings);
}

/** The instructions as lines of an e-mail. */
export function instructionLines(instructions: PaymentInstructions): string[] {
  const { account } = instructions;
  const whose = [account.holder && `titular: ${account.holder}`, account.bank].filter(Boolean).join(", ");
  return [
    `Importe a transferir: ${formatMoney(instructions.amountDue)}`,
    account.iban
      ? `Cuenta del club: ${printedIban(account.iban)}${whose ? ` (${whose})` : ""}`
      : "Cuenta del club: te la indicaremos en cuanto esté disponible",
    `Concepto de la transferencia: ${instructions.reference ? printedReference(instructions.reference) : "—"} (la referencia con la que reconocemos tu pago)`,
    `Fecha límite: ${instructions.due ? formatDate(instructions.due) : "—"}`,
    ...(instructions.reflectionUntil
      ? [
          `Periodo de reflexión: hasta el ${formatDate(instructions.reflectionUntil)} (incluido) puedes revocar tu participación sin penalización desde tu área; si ya has pagado, te devolvemos lo aportado`,
        ]
      : []),
  ];
}

/** One contribution to a participation, as its investor's history shows it. */
export type OwnPayment = { id: string; date: string; amount: string; status: string; reference: string | null };

/** A participation's money as its investor follows it: committed, paid, pending, the payments, and how to pay what is due. */
export type OwnParticipationPayments = {
  committed: string;
  paid: string;
  pending: string;
  payments: OwnPayment[];
  /** While something is owed. */
  instructions: PaymentInstructions | null;
};

/**
 * The signed-in investor's committed and liquidated participations, by id: what each committed,
 * paid (its completed contributions) and still owes, the history of its contributions (completed,
 * pending or failed, newest first), and the instructions while something is due. Mis Operaciones
 * shows it in each participation's card.
 */
export async function getOwnParticipationPayments(actor: Actor): Promise<Map<string, OwnParticipationPayments>> {
  const db = await prisma();
  const rows = await db.participation.findMany({
    where: { userId: actor.id, status: { in: ["active", "closed"] } },
    select: {
      ...COMMITTED_SELECT,
      transactions: {
        where: { type: "APORTE", userId: actor.id },
        select: { id: true, type: true, transactionDate: true, amount: true, status: true, reference: true },
        orderBy: [{ transactionDate: "desc" }, { recordedAt: "desc" }, { id: "asc" }],
      },
    },
  });
  const settings = await readPaymentSettings(db);
  return new Map(
    rows.map((row) => {
      const position = positionOf(row, row.transactions);
      const instructions = position.owed === 0n ? null : instructionsOf(row, position.owed, settings);
      const payments = row.transactions.map((payment) => ({
        id: payment.id,
        date: calendarDate(payment.transactionDate)!,
        amount: money(payment.amount),
        status: payment.status,
        reference: payment.reference,
      }));
      const { committed, paid, owed } = positionDto(position);
      return [row.id, { committed, paid, pending: owed, payments, instructions }];
    }),
  );
}
