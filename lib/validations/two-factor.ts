import { PASSWORD_MAX } from "./auth";
import * as z from "./zod";

/** The second factor's forms and routes (sign-in code, set-up, Seguridad), shared by browser and server. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Escribe el código",
  wrongCode: "Código incorrecto",
  codeUsed: "Este código ya se ha usado. Espera al siguiente que muestre tu aplicación.",
  appCodeOnly: "Escribe los 6 dígitos que muestra tu aplicación de autenticación",
  passwordRequired: "La contraseña es requerida",
  wrongPassword: "Contraseña incorrecta",
  challengeExpired: "La verificación ha caducado. Vuelve a iniciar sesión.",
  challengeSpent: "Demasiados códigos incorrectos. Vuelve a iniciar sesión.",
  locked: "Demasiados códigos incorrectos. Espera 15 minutos e inténtalo de nuevo.",
  alreadyEnabled: "La verificación en dos pasos ya está activada",
  notEnabled: "La verificación en dos pasos no está activada",
  notStarted: "Empieza por «Activar» para obtener un código QR nuevo",
} as const;

/** A code from the authenticator app (6 digits) or a recovery code; which one is decided on the server. */
export const twoFactorCodeSchema = z.strictObject({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .check(z.trim(), z.minLength(1, TWO_FACTOR_MESSAGES.codeRequired), z.maxLength(20, TWO_FACTOR_MESSAGES.wrongCode)),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

/** The account's current password, asked again before its second factor changes. */
export const passwordConfirmSchema = z.strictObject({
  password: z
    .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
    .check(z.minLength(1, TWO_FACTOR_MESSAGES.passwordRequired), z.maxLength(PASSWORD_MAX, TWO_FACTOR_MESSAGES.wrongPassword)),
});
export type PasswordConfirmInput = z.infer<typeof passwordConfirmSchema>;
