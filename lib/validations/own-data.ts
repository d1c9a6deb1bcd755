import { optionalText } from "./fields";
import { optionalIban, optionalNif } from "./identity";
import * as z from "./zod";

/**
 * "Mis datos": what an investor keeps up to date themselves (issue 31), shared by the form and
 * `PUT /api/account/profile`. A new IBAN also carries the current password, and the authenticator's
 * code when the account has a second factor.
 */
export const OWN_DATA_MESSAGES = {
  passwordForIban: "Escribe tu contraseña para cambiar el IBAN",
  codeForIban: "Escribe el código de tu aplicación de autenticación para cambiar el IBAN",
  ibanNeedsLocalAccount: "Tu cuenta entra con otro proveedor: pide al club que cambie tu IBAN",
} as const;

export const ownDataSchema = z.strictObject({
  nif: optionalNif(),
  address: optionalText(500),
  phone: optionalText(30),
  iban: optionalIban(),
  // As typed: a password is never trimmed nor cleaned, or a right one with a space would fail.
  password: z.optional(z.nullable(z.string({ error: "Contraseña no válida" }).check(z.maxLength(200, "Máximo 200 caracteres")))),
  code: z.optional(optionalText(20)),
});

export type OwnDataInput = z.input<typeof ownDataSchema>;
