import { parseEsDecimal } from "../es-decimal";
import { calendarDayOf } from "./calendar-day";
import { FORBIDDEN_CHARACTERS_MESSAGE, hasForbiddenCharacters } from "./text";
import * as z from "./zod";
import { invalid } from "./zod";

/** Building blocks shared by the entity schemas. Forms hold everything as text; the API may send numbers. */

/** A string trimmed, between `min` and `max` characters, with one message each. */
export function trimmedString(
  error: string,
  { min, max, tooShort = error, tooLong }: { min?: number; max: number; tooShort?: string; tooLong: string },
) {
  return z.string({ error }).check(z.trim(), ...(min ? [z.minLength(min, tooShort)] : []), z.maxLength(max, tooLong));
}

/**
 * The same string schema, refusing control characters (a NUL byte among them) with a Spanish
 * message on the field; `multiline` (a textarea) lets tab and line breaks through.
 */
export function plainText<T extends z.ZodMiniType<string>>(schema: T, { multiline = false }: { multiline?: boolean } = {}): T {
  return schema.check(z.refine((value: string) => !hasForbiddenCharacters(value, { multiline }), FORBIDDEN_CHARACTERS_MESSAGE)) as T;
}

/** Empty text (or absent) is null: the specification omits empty optional strings. */
export function emptyAsNull(schema: z.ZodMiniString<string>) {
  return z.pipe(
    z.nullable(z.optional(schema)),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );
}

/** Optional text: trimmed, and an empty string is the same as absent (docs/specification.md §5). */
export function optionalText(max: number, tooLong = `Máximo ${max} caracteres`, { multiline = false }: { multiline?: boolean } = {}) {
  return emptyAsNull(plainText(trimmedString("Debe ser un texto", { max, tooLong }), { multiline }));
}

/** Optional text of a textarea: line breaks and tabs allowed. */
export function optionalMultilineText(max: number, tooLong = `Máximo ${max} caracteres`) {
  return optionalText(max, tooLong, { multiline: true });
}

export function requiredText(message: string, max: number, tooLong = `Máximo ${max} caracteres`) {
  return plainText(trimmedString(message, { min: 1, max, tooLong }));
}

/**
 * A file or page address: https:, http: or a path of this site. javascript:, data:, file: and
 * protocol-relative addresses are refused.
 */
export function isSafeUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export const URL_MESSAGE = "La URL debe empezar por https://, http:// o /";

export function optionalUrl() {
  return optionalText(2000).check(z.refine((value: string | null) => value === null || isSafeUrl(value), URL_MESSAGE));
}

/**
 * Money or a percentage as an exact decimal string with two decimals. Accepts "185000",
 * "185000.5", "185.000" and "185.000,50" (es-ES, lib/es-decimal.ts) or a number;
 * `integerDigits` caps the size (Decimal(12,2) → 10).
 */
export function decimalString(value: string | number, integerDigits: number): string | null {
  const decimal = parseEsDecimal(value, { maxDecimals: 2, maxIntegerDigits: integerDigits });
  if (decimal === null) return null;
  const [units = "0", cents = ""] = decimal.split(".");
  return `${units}.${cents.padEnd(2, "0")}`;
}

/** The message of an amount of 0 (a transaction, a participation). */
export const AMOUNT_NOT_POSITIVE = "El importe debe ser mayor que 0";

const isZero = (decimal: string) => decimal === "0.00"; // decimalString normalises
const isBlank = (value: string | number | null | undefined) => value === undefined || value === null || String(value).trim() === "";

type DecimalOptions = { positive?: string; integerDigits?: number };

function toDecimal(
  value: string | number,
  ctx: z.core.ParsePayload,
  invalidMessage: string,
  { positive, integerDigits = 10 }: DecimalOptions,
) {
  const decimal = decimalString(value, integerDigits);
  if (decimal === null) return invalid(ctx, invalidMessage);
  if (positive && isZero(decimal)) return invalid(ctx, positive);
  return decimal;
}

const textOrNumber = (error: string) => z.union([z.string(), z.number()], { error });

/** A required amount; with `positive`, 0 is refused with that message (negative amounts never parse). */
export function requiredDecimal(required: string, invalidMessage: string, options: DecimalOptions = {}) {
  return z.pipe(
    textOrNumber(required).check(z.refine((value: string | number) => !isBlank(value), required)),
    z.transform((value: string | number, ctx) => toDecimal(value, ctx, invalidMessage, options)),
  );
}

export function optionalDecimal(invalidMessage: string, options: DecimalOptions = {}) {
  return z.pipe(
    z.nullable(z.optional(textOrNumber(invalidMessage))),
    z.transform((value: string | number | null | undefined, ctx) =>
      isBlank(value) ? null : toDecimal(value!, ctx, invalidMessage, options),
    ),
  );
}

/** An integer held as text in forms; empty means `fallback`. */
export function integerField<F extends number | null>(
  invalidMessage: string,
  { min, max, fallback }: { min: number; max?: number; fallback: F },
) {
  return z.pipe(
    z.nullable(z.optional(textOrNumber(invalidMessage))),
    z.transform((value: string | number | null | undefined, ctx): number | F => {
      if (isBlank(value)) return fallback;
      const text = String(value).trim();
      const n = Number(text);
      if (!/^-?\d+$/.test(text) || n < min || (max !== undefined && n > max)) return invalid(ctx, invalidMessage);
      return n;
    }),
  );
}

/**
 * A calendar date "yyyy-MM-dd" (or an ISO instant, of which the date is kept); empty means none.
 * A date that does not exist (31 February, hour 25) is refused, never moved to another day.
 */
export function optionalDate(invalidMessage = "Fecha no válida") {
  return z.pipe(
    z.nullable(z.optional(z.string({ error: invalidMessage }).check(z.trim()))),
    z.transform((value: string | null | undefined, ctx) => {
      if (!value) return null;
      return calendarDayOf(value) ?? invalid(ctx, invalidMessage);
    }),
  );
}

export const idField = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.uuid(message));

/** A boolean with the Spanish message of a wrong type, and its default. */
export const flag = (fallback: boolean) => z._default(z.boolean({ error: "Valor no válido" }), fallback);

/** A file received by `POST /api/files` and not yet attached; it replaces the link. */
export const uploadIdField = () => z.nullable(z.optional(z.uuid({ error: "Archivo no válido" })));

/** A person's name as the public forms take it (contact, complaint, desistimiento): required, one line, at most `max`. */
export const personNameField = (max: number) =>
  plainText(trimmedString("El nombre es requerido", { min: 1, max, tooLong: `El nombre no puede superar ${max} caracteres` }));

/** An e-mail address as the public forms take it: required, at most 254 characters. */
export const emailField = () =>
  z.pipe(trimmedString("El email es requerido", { min: 1, max: 254, tooLong: "Email inválido" }), z.email("Email inválido"));
