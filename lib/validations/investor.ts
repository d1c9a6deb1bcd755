import { optionalMultilineText, optionalText, plainText, requiredText } from "./fields";
import { z } from "./zod";

/** The investor form (specification §5): the role is always investor. */
export const investorSchema = z
  .object({
    firstName: requiredText("El nombre es requerido", 100),
    lastName: requiredText("El apellido es requerido", 100),
    email: plainText(z.string({ error: "Email inválido" }).trim().toLowerCase().max(254, "Email inválido"))
      .optional()
      .nullable()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || z.email().safeParse(value).success, "Email inválido"),
    phone: optionalText(30),
    address: optionalText(500),
    comercial: optionalText(100),
    notas: optionalMultilineText(5000),
    role: z.literal("investor", { error: "Solo se pueden crear inversores" }).optional(),
  })
  .strict();

export type InvestorInput = z.input<typeof investorSchema>;
export type InvestorValues = z.output<typeof investorSchema>;
