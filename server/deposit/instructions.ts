import "server-only";
import { formatMoney } from "@/lib/format";
import { printedIban } from "@/lib/validations/identity";
import { printedReference } from "@/lib/payment-reference";
import type { PaymentSettings } from "../club/payment-settings";

/** How to pay into a deposit account: the club's account and the account's own reference (what the bank import matches). */
export type DepositInstructions = {
  reference: string;
  minimum: string;
  account: { iban: string | null; holder: string | null; bank: string | null };
};

export const depositInstructions = (reference: string, minimum: string, settings: PaymentSettings): DepositInstructions => ({
  reference,
  minimum,
  account: { iban: settings.clubIban, holder: settings.clubAccountHolder, bank: settings.clubBank },
});

/** The instructions as lines (the e-mail). */
export function depositInstructionLines(instructions: DepositInstructions): string[] {
  const { account } = instructions;
  const whose = [account.holder && `titular: ${account.holder}`, account.bank].filter(Boolean).join(", ");
  return [
    account.iban
      ? `Cuenta del club: ${printedIban(account.iban)}${whose ? ` (${whose})` : ""}`
      : "Cuenta del club: te la indicaremos en cuanto esté disponible",
    `Concepto de la transferencia: ${printedReference(instructions.reference)} (la referencia con la que reconocemos tus aportaciones)`,
    `Importe mínimo de cada aportación: ${formatMoney(instructions.minimum)}`,
  ];
}
