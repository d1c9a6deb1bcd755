import { integerField, optionalText } from "./fields";
import { optionalIban } from "./identity";
import * as z from "./zod";

/**
 * Configuración, "Cobros" (issue 31): the club's account investors pay into, as the payment
 * instructions show it, and the days an investor has to pay once the club confirms them.
 */
export const paymentSettingsSchema = z.strictObject({
  clubIban: optionalIban(),
  clubAccountHolder: optionalText(200, "El titular no puede superar 200 caracteres"),
  clubBank: optionalText(200, "El banco no puede superar 200 caracteres"),
  paymentDays: integerField("Entre 1 y 90 días", { min: 1, max: 90, fallback: 10 }),
});

export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;
export type PaymentSettingsValues = z.output<typeof paymentSettingsSchema>;
