import { emailField, personNameField } from "./fields";
import { fichaVersionField } from "./ficha";
import * as z from "./zod";

/**
 * Opening a deposit account online (issue 51, item 2): the version of the contract the investor
 * read, their acceptance, how they sign it — a one-time code e-mailed to them, or their second
 * factor's code (the authenticator app's, when their account has one) — and that code.
 */
export const DEPOSIT_ACCOUNT_MESSAGES = {
  notOffered: "El club no ofrece ahora la cuenta de depósito",
  investorsOnly: "La cuenta de depósito la abren los inversores desde su cuenta",
  alreadyOpen: "Ya tienes una cuenta de depósito",
  contractChanged: "El contrato ha cambiado desde que lo leíste: léelo de nuevo antes de firmarlo",
  accept: "Tienes que aceptar el contrato para firmarlo",
  code: "El código son las 6 cifras que te hemos enviado por email",
  secondFactorCode: "El código son las 6 cifras que muestra tu aplicación de autenticación",
  noSecondFactor: "Tu cuenta no tiene segundo factor: firma con el código que te enviamos por email",
  method: "Elige cómo firmar: con el código por email o con tu aplicación de autenticación",
  secondFactorUsed: "Ese código ya se usó: espera al siguiente de tu aplicación",
  codeWrong: "El código no es correcto",
  codeExpired: "El código ha caducado o ya se usó: pide otro",
  codeTooSoon: "Acabamos de enviarte un código: espera un minuto para pedir otro",
  noEmail: "Tu cuenta no tiene email al que enviar el código",
  none: "No tienes cuenta de depósito",
} as const;

/** How the contract is signed: the account's `signatureMethod`. */
export const SIGNATURE_METHODS = ["email-code", "second-factor"] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

export const openDepositSchema = z
  .strictObject({
    contractVersion: z
      .int({ error: DEPOSIT_ACCOUNT_MESSAGES.contractChanged })
      .check(z.nonnegative(DEPOSIT_ACCOUNT_MESSAGES.contractChanged)),
    acceptContract: z.literal(true, DEPOSIT_ACCOUNT_MESSAGES.accept),
    /** Issue 66: the deposit information sheet's version read (409 when no longer the current one). */
    fichaVersion: fichaVersionField(),
    method: z._default(z.enum(SIGNATURE_METHODS, DEPOSIT_ACCOUNT_MESSAGES.method), "email-code"),
    code: z.string({ error: DEPOSIT_ACCOUNT_MESSAGES.code }).check(z.trim()),
  })
  .check(
    z.refine((values) => /^\d{6}$/.test(values.code), {
      path: ["code"],
      // Checked with the other fields' errors, not after them: the form shows them all at once.
      when: (payload) => typeof (payload.value as { code?: unknown } | undefined)?.code === "string",
      error: (issue) =>
        (issue.input as { method?: string }).method === "second-factor"
          ? DEPOSIT_ACCOUNT_MESSAGES.secondFactorCode
          : DEPOSIT_ACCOUNT_MESSAGES.code,
    }),
  );

export type OpenDepositInput = z.input<typeof openDepositSchema>;

export const DESISTIMIENTO_MESSAGES = {
  over: (lastDay: string) =>
    `El plazo para desistir del contrato terminó el ${lastDay}: puedes retirar tu saldo en una ventana de retirada`,
  notOpen: "La cuenta de depósito no está abierta: no hay contrato del que desistir",
  already: "Ya desististe del contrato: te devolvemos el saldo en su propio lote de transferencias",
} as const;

/**
 * "Desistir del contrato aquí" (issue 66, item 4; Directive (EU) 2023/2673, art. 11a): only the name,
 * the contract (the signed-in investor's one account) and an e-mail for the acknowledgment.
 */
export const desistimientoSchema = z.strictObject({ name: personNameField(120), email: emailField() });
export type DesistimientoInput = z.input<typeof desistimientoSchema>;
