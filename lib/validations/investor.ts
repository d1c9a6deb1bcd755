import { emptyAsNull, optionalMultilineText, optionalText, plainText, requiredText } from "./fields";
import { optionalIban, optionalNif } from "./identity";
import * as z from "./zod";

const email = z.email();

/** The investor form (docs/specification.md §5): the role is always investor. */
export const investorSchema = z.strictObject({
  firstName: requiredText("El nombre es requerido", 100),
  lastName: requiredText("El apellido es requerido", 100),
  email: emptyAsNull(
    plainText(z.string({ error: "Email inválido" }).check(z.trim(), z.toLowerCase(), z.maxLength(254, "Email inválido"))),
  ).check(z.refine((value: string | null) => value === null || email.safeParse(value).success, "Email inválido")),
  phone: optionalText(30),
  address: optionalText(500),
  nif: optionalNif(),
  iban: optionalIban(),
  comercial: optionalText(100),
  notas: optionalMultilineText(5000),
  role: z.optional(z.literal("investor", { error: "Solo se pueden crear inversores" })),
});

export type InvestorInput = z.input<typeof investorSchema>;
export type InvestorValues = z.output<typeof investorSchema>;
