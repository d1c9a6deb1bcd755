import * as z from "./zod";

/**
 * Opening a deposit account online (issue 51, item 2): the version of the contract the investor
 * read, their acceptance, and the one-time code that signs it (e-mailed to them).
 */
export const DEPOSIT_ACCOUNT_MESSAGES = {
  notOffered: "El club no ofrece ahora la cuenta de depósito",
  investorsOnly: "La cuenta de depósito la abren los inversores desde su cuenta",
  alreadyOpen: "Ya tienes una cuenta de depósito",
  contractChanged: "El contrato ha cambiado desde que lo leíste: léelo de nuevo antes de firmarlo",
  accept: "Tienes que aceptar el contrato para firmarlo",
  code: "El código son las 6 cifras que te hemos enviado por email",
  codeWrong: "El código no es correcto",
  codeExpired: "El código ha caducado o ya se usó: pide otro",
  codeTooSoon: "Acabamos de enviarte un código: espera un minuto para pedir otro",
  noEmail: "Tu cuenta no tiene email al que enviar el código",
  none: "No tienes cuenta de depósito",
} as const;

export const openDepositSchema = z.strictObject({
  contractVersion: z
    .int({ error: DEPOSIT_ACCOUNT_MESSAGES.contractChanged })
    .check(z.nonnegative(DEPOSIT_ACCOUNT_MESSAGES.contractChanged)),
  acceptContract: z.literal(true, DEPOSIT_ACCOUNT_MESSAGES.accept),
  code: z.string({ error: DEPOSIT_ACCOUNT_MESSAGES.code }).check(z.trim(), z.regex(/^\d{6}$/, DEPOSIT_ACCOUNT_MESSAGES.code)),
});

export type OpenDepositInput = z.input<typeof openDepositSchema>;
