import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { formatDate, formatMoney } from "@/lib/format";
import { printedReference } from "@/lib/payment-reference";
import { printedIban } from "@/lib/validations/identity";
import type { Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { calendarDate, money } from "../shared/dto";
import { owed, paidByParticipation } from "../investments/balances";
import { readPaymentSettings } from "./settings";
import type { PaymentTerms } from "./terms";

type Reader = Pick<Prisma.TransactionClient, "setting" | "transaction">;

/** How to pay what a committed participation still owes: the amount, the club's account, the reference, the deadline. */
export type PaymentInstructions = {
  amountDue: string;
  reference: string | null;
  /** yyyy-MM-dd */
  due: string | null;
  account: { iban: string | null; holder: string | null; bank: string | null };
};

type Committed = PaymentTerms & { id: string; status: string; amount: Prisma.Decimal };

/** The instructions for one participation, read with `db` (the transaction that confirms it, or the app's). */
export async function paymentInstructions(db: Reader, participation: Committed): Promise<PaymentInstructions> {
  const [settings, paid] = await Promise.all([readPaymentSettings(db), paidByParticipation(db, [participation.id])]);
  return {
    amountDue: money(owed(participation, paid.get(participation.id) ?? new Prisma.Decimal(0))),
    reference: participation.paymentReference,
    due: calendarDate(participation.paymentDue),
    account: { iban: settings.clubIban, holder: settings.clubAccountHolder, bank: settings.clubBank },
  };
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
  ];
}

/**
 * The signed-in investor's committed participations that still owe money, by participation id,
 * with their instructions: what Mis Operaciones and Mi Dashboard show while something is due.
 */
export async function getOwnPaymentsDue(actor: Actor): Promise<Map<string, PaymentInstructions>> {
  const db = await prisma();
  const rows = await db.investment.findMany({
    where: { userId: actor.id, status: "active" },
    select: { id: true, status: true, amount: true, paymentReference: true, paymentDue: true },
  });
  const [settings, paid] = await Promise.all([
    readPaymentSettings(db),
    paidByParticipation(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const account = { iban: settings.clubIban, holder: settings.clubAccountHolder, bank: settings.clubBank };
  const due = new Map<string, PaymentInstructions>();
  for (const row of rows) {
    const amountDue = owed(row, paid.get(row.id) ?? new Prisma.Decimal(0));
    if (amountDue.isZero()) continue;
    due.set(row.id, { amountDue: money(amountDue), reference: row.paymentReference, due: calendarDate(row.paymentDue), account });
  }
  return due;
}
