import { isValidNif } from "./nif-check";
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from "ibantools";
import { inSepaScheme } from "../sepa-scheme";
import * as z from "./zod";
import { invalid } from "./zod";

/**
 * A Spanish tax id and a bank account, as the club needs them to pay out and to certify withholdings:
 * checked with maintained libraries (better-dni: the control letter of a NIF or NIE; ibantools: the
 * country's length and the ISO 13616 mod-97 check digits), kept in one canonical form.
 */
export const IDENTITY_MESSAGES = {
  nif: "NIF o NIE no válido: revisa los números y la letra",
  taxId: "NIF no válido: revisa la letra inicial, los números y el carácter de control",
  iban: "IBAN no válido: revisa el país y los dígitos de control",
  ibanOutsideSepa: "Ese IBAN es de un país fuera de la zona SEPA: el club solo puede transferir a cuentas SEPA",
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

/**
 * A legal person's NIF (the former CIF: a letter for its kind, seven digits, a control digit or
 * letter; Orden EHA/451/2008). better-dni checks people's NIF and NIE only; this is its computation:
 * the digits in even places added, those in odd places doubled and their digits added, the control
 * is 10 minus the last digit of the sum (a letter "JABCDEFGHI" for some kinds).
 */
export function isValidEntityNif(value: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([\dA-J])$/.exec(value);
  if (!match) return false;
  const [, kind, digits, control] = match as unknown as [string, string, string, string];
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    sum += i % 2 === 1 ? digit : Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  const expected = (10 - (sum % 10)) % 10;
  const letter = "JABCDEFGHI"[expected]!;
  if ("PQRSNW".includes(kind)) return control === letter;
  if ("ABEH".includes(kind)) return control === String(expected);
  return control === letter || control === String(expected);
}

/** The club's NIF: a company's (B12345674) or, for a club run by a person, a NIF or NIE; null when empty. */
export function optionalTaxId() {
  return z.pipe(
    z.nullable(z.optional(z.string({ error: IDENTITY_MESSAGES.taxId }))),
    z.transform((value: string | null | undefined, ctx) => {
      const compact = (value ?? "").replace(/[\s.-]/g, "").toUpperCase();
      if (!compact) return null;
      return compact.length === 9 && (isValidEntityNif(compact) || isValidNif(compact)) ? compact : invalid(ctx, IDENTITY_MESSAGES.taxId);
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
      if (!isValidIBAN(electronic)) return invalid(ctx, IDENTITY_MESSAGES.iban);
      return isSepaIban(electronic) ? electronic : invalid(ctx, IDENTITY_MESSAGES.ibanOutsideSepa);
    }),
  );
}

/** An account the club can pay by SEPA credit transfer: a valid IBAN of a country of the SEPA scheme (EPC). */
export const isSepaIban = (iban: string | null | undefined): iban is string =>
  Boolean(iban && isValidIBAN(iban) && inSepaScheme(iban.slice(0, 2)));

/** "ES91 2100 0418 4502 0005 1332", as a bank prints it. */
export const printedIban = (iban: string) => friendlyFormatIBAN(iban) ?? iban;

/** "ES91 **** **** **** **** 1332": enough for its owner to recognise it in an e-mail, not to use it. */
export const maskedIban = (iban: string) => `${iban.slice(0, 4)} **** **** **** **** ${iban.slice(-4)}`;
