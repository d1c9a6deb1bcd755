import { isValid as isValidNif } from "better-dni";
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from "ibantools";
import * as z from "./zod";
import { invalid } from "./zod";

/**
 * A Spanish tax id and a bank account, as the club needs them to pay out and to certify withholdings:
 * checked with maintained libraries (better-dni: the control letter of a NIF or NIE; ibantools: the
 * country's length and the ISO 13616 mod-97 check digits), kept in one canonical form.
 */
export const IDENTITY_MESSAGES = {
  nif: "NIF o NIE no válido: revisa los números y la letra",
  iban: "IBAN no válido: revisa el país y los dígitos de control",
} as const;

/** "12345678z", "x-1234567-l" → "12345678Z", "X1234567L"; null when empty; 400 with its message when the letter is wrong. */
export function optionalNif() {
  return z.pipe(
    z.nullable(z.optional(z.string({ error: IDENTITY_MESSAGES.nif }))),
    z.transform((value: string | null | undefined, ctx) => {
      const compact = (value ?? "").replace(/[\s.-]/g, "").toUpperCase();
      if (!compact) return null;
      return compact.length <= 9 && isValidNif(compact) ? compact : invalid(ctx, IDENTITY_MESSAGES.nif);
    }),
  );
}

/** "es91 2100 0418 4502 0005 1332" → "ES9121000418450200051332"; null when empty. */
export function optionalIban() {
  return z.pipe(
    z.nullable(z.optional(z.string({ error: IDENTITY_MESSAGES.iban }))),
    z.transform((value: string | null | undefined, ctx) => {
      if (!value?.trim()) return null;
      const electronic = electronicFormatIBAN(value) ?? "";
      return isValidIBAN(electronic) ? electronic : invalid(ctx, IDENTITY_MESSAGES.iban);
    }),
  );
}

/** "ES91 2100 0418 4502 0005 1332", as a bank prints it. */
export const printedIban = (iban: string) => friendlyFormatIBAN(iban) ?? iban;

/** "ES91 **** **** **** **** 1332": enough for its owner to recognise it in an e-mail, not to use it. */
export const maskedIban = (iban: string) => `${iban.slice(0, 4)} **** **** **** **** ${iban.slice(-4)}`;
