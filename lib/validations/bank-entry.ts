import { labelledCodes } from "../options";
import { idField, optionalMultilineText, plainText, trimmedString } from "./fields";
import * as z from "./zod";

/**
 * A credit read from the club's bank statement (server/bank/): matched (it became its
 * participation's contribution on import), review (waits for an admin), assigned (an admin made it a
 * participation's contribution), ignored (an admin decided it pays no participation); a debit is
 * matched (it completed a liquidation's payout) or outgoing (money out the platform did not order).
 */
export const { codes: BANK_ENTRY_STATUSES, labels: BANK_ENTRY_STATUS_LABELS } = labelledCodes({
  matched: "Conciliado",
  review: "Pendiente de revisión",
  assigned: "Asignado",
  ignored: "Ignorado",
  outgoing: "Cargo",
});
export type BankEntryStatus = (typeof BANK_ENTRY_STATUSES)[number];

/** Why a credit waits for an admin. */
export const { codes: REVIEW_REASONS, labels: REVIEW_REASON_LABELS } = labelledCodes({
  "unknown-reference": "Sin referencia conocida",
  "several-references": "Varias referencias",
  overpayment: "Supera lo pendiente",
  "not-committed": "Participación no comprometida",
  currency: "Divisa distinta del euro",
  "zero-amount": "Importe cero",
  "first-payment": "Primer pago desde otra cuenta",
});
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const BANK_ENTRY_MESSAGES = {
  investmentRequired: "Elige la participación que paga este apunte",
  noteRequired: "Indica por qué se ignora este apunte",
  noteTooLong: "La nota no puede superar 500 caracteres",
  decided: "Este apunte ya está decidido",
  notPayable: "La participación debe estar comprometida (activa) o liquidada",
  currency: "Solo se asignan apuntes en euros",
  zeroAmount: "Un apunte de 0,00 € no es un pago: ignóralo",
  fileMissing: "Adjunta el extracto del banco",
  announcementChoice: "Elige si este apunte completa el pago anunciado o si el anuncio se cancela",
  cancelReasonRequired: "Indica por qué se cancela el pago anunciado",
  cancelReasonTooLong: "El motivo no puede superar 500 caracteres",
  /** The participation has an announced payment and the decision does not say what becomes of it. */
  announcementPending: (what: string) =>
    `La participación tiene un pago anunciado (${what}): indica si este apunte lo completa o si el anuncio se cancela`,
} as const;

/** What becomes of a participation's announced payment when a credit is assigned to it: it is the credit, or it is cancelled. */
export const ANNOUNCEMENT_CHOICES = ["complete", "cancel"] as const;
export type AnnouncementChoice = (typeof ANNOUNCEMENT_CHOICES)[number];

/**
 * An admin's decision on a credit that waits: assign it to a participation (it becomes that
 * participation's contribution) or ignore it with a reason. `PUT /api/bank-entries/{id}`.
 */
export const bankEntryDecisionSchema = z.discriminatedUnion(
  "status",
  [
    z
      .object({
        status: z.literal("assigned"),
        investmentId: idField(BANK_ENTRY_MESSAGES.investmentRequired),
        // Asked for when the participation has an announced payment (the server says so with a 400).
        announcement: z.optional(z.enum(ANNOUNCEMENT_CHOICES, { error: BANK_ENTRY_MESSAGES.announcementChoice })),
        cancelReason: z.optional(optionalMultilineText(500, BANK_ENTRY_MESSAGES.cancelReasonTooLong)),
      })
      .check(
        z.superRefine((value, ctx) => {
          if (value.announcement === "cancel" && !value.cancelReason)
            ctx.addIssue({ code: "custom", path: ["cancelReason"], message: BANK_ENTRY_MESSAGES.cancelReasonRequired });
        }),
      ),
    z.object({
      status: z.literal("ignored"),
      note: plainText(trimmedString(BANK_ENTRY_MESSAGES.noteRequired, { min: 1, max: 500, tooLong: BANK_ENTRY_MESSAGES.noteTooLong }), {
        multiline: true,
      }),
    }),
  ],
  { error: "Decide asignar (assigned) o ignorar (ignored) el apunte" },
);
export type BankEntryDecision = z.infer<typeof bankEntryDecisionSchema>;
