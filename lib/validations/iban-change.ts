import * as z from "./zod";

/** The answers of a payout IBAN change waiting for the investor (server/investors/iban-change.ts). */
export const IBAN_CHANGE_MESSAGES = {
  none: "No hay ningún cambio de IBAN pendiente",
  sameAdmin: "Otro administrador debe aprobarlo: quien propuso el cambio no puede aprobarlo",
  priorAddress:
    "Este cambio se confirma con el enlace enviado a tu dirección de correo anterior, o lo aprueba otro administrador: tu dirección cambió hace poco",
  linkInvalid: "El enlace no es válido o ha caducado. Pide al club que te envíe otro, o confírmalo en Mis datos.",
} as const;

/** `POST /api/iban-change/confirm`: the token of the e-mailed link. */
export const ibanChangeLinkSchema = z.strictObject({
  token: z
    .string({ error: IBAN_CHANGE_MESSAGES.linkInvalid })
    .check(z.trim(), z.minLength(1, IBAN_CHANGE_MESSAGES.linkInvalid), z.maxLength(200, IBAN_CHANGE_MESSAGES.linkInvalid)),
});
