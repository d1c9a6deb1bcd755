import { calendarDayOf } from "./calendar-day";
import { FORBIDDEN_CHARACTERS_MESSAGE, hasForbiddenCharacters } from "./text";
import { z } from "./zod";

/** Building blocks shared by the entity schemas. Forms hold everything as text; the API may send numbers. */

/**
 * The same string schema, refusing control characters (a NUL byte among them) with a Spanish
 * message on the field; `multiline` (a textarea) lets tab and line breaks through.
 */
export function plainText<T extends z.ZodString>(schema: T, { multiline = false }: { multiline?: boolean } = {}): T {
  return schema.refine((value) => !hasForbiddenCharacters(value, { multiline }), FORBIDDEN_CHARACTERS_MESSAGE);
}

/** Optional text: trimmed, and an empty string is the same as absent (specification §5). */
export function optionalText(max: number, tooLong = `Máximo ${max} caracteres`, { multiline = false }: { multiline?: boolean } = {}) {
  return plainText(z.string({ error: "Debe ser un texto" }).trim().max(max, tooLong), { multiline })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));
}

/** Optional text of a textarea: line breaks and tabs allowed. */
export function optionalMultilineText(max: number, tooLong = `Máximo ${max} caracteres`) {
  return optionalText(max, tooLong, { multiline: true });
}

export function requiredText(message: string, max: number, tooLong = `Máximo ${max} caracteres`) {
  return plainText(z.string({ error: message }).trim().min(1, message).max(max, tooLong));
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

export function requiredUrl(message: string) {
  return requiredText(message, 2000).refine(isSafeUrl, URL_MESSAGE);
}

export function optionalUrl() {
  return optionalText(2000).refine((value) => value === null || isSafeUrl(value), URL_MESSAGE);
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/**
 * Money or a percentage as an exact decimal string with two decimals. Accepts "185000", "185000.5",
 * "185.000,50" (es-ES) or a number; `integerDigits` caps the size (Decimal(12,2) → 10).
 */
export function decimalString(value: string | number, integerDigits: number): string | null {
  let text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  if (text.includes(",")) text = text.replace(/\./g, "").replace(",", ".");
  if (!DECIMAL.test(text)) return null;
  const [units = "0", cents = ""] = text.split(".");
  const normalisedUnits = units.replace(/^0+(?=\d)/, "");
  if (normalisedUnits.length > integerDigits) return null;
  return `${normalisedUnits}.${cents.padEnd(2, "0")}`;
}

/** The message of an amount of 0 (a transaction, a participation). */
export const AMOUNT_NOT_POSITIVE = "El importe debe ser mayor que 0";

const isZero = (decimal: string) => decimal === "0.00"; // decimalString normalises

/** A required amount; with `positive`, 0 is refused with that message (negative amounts never parse). */
export function requiredDecimal(required: string, invalid: string, { positive, integerDigits = 10 }: { positive?: string; integerDigits?: number } = {}) {
  return z
    .union([z.string(), z.number()], { error: required })
    .refine((value) => String(value).trim() !== "", required)
    .transform((value, ctx) => {
      const decimal = decimalString(value, integerDigits);
      if (decimal === null || (positive && isZero(decimal))) {
        ctx.addIssue({ code: "custom", message: decimal === null ? invalid : positive! });
        return z.NEVER;
      }
      return decimal;
    });
}

export function optionalDecimal(invalid: string, { positive, integerDigits = 10 }: { positive?: string; integerDigits?: number } = {}) {
  return z
    .union([z.string(), z.number()], { error: invalid })
    .optional()
    .nullable()
    .transform((value, ctx) => {
      if (value === undefined || value === null || String(value).trim() === "") return null;
      const decimal = decimalString(value, integerDigits);
      if (decimal === null || (positive && isZero(decimal))) {
        ctx.addIssue({ code: "custom", message: decimal === null ? invalid : positive! });
        return z.NEVER;
      }
      return decimal;
    });
}

/** An integer held as text in forms; empty means `fallback`. */
export function integerField<F extends number | null>(invalid: string, { min, max, fallback }: { min: number; max?: number; fallback: F }) {
  return z
    .union([z.string(), z.number()], { error: invalid })
    .optional()
    .nullable()
    .transform((value, ctx): number | F => {
      if (value === undefined || value === null || String(value).trim() === "") return fallback;
      const text = String(value).trim();
      const n = Number(text);
      if (!/^-?\d+$/.test(text) || n < min || (max !== undefined && n > max)) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return n;
    });
}

/**
 * A calendar date "yyyy-MM-dd" (or an ISO instant, of which the date is kept); empty means none.
 * A date that does not exist (31 February, hour 25) is refused, never moved to another day.
 */
export function optionalDate(invalid = "Fecha no válida") {
  return z
    .string({ error: invalid })
    .trim()
    .optional()
    .nullable()
    .transform((value, ctx) => {
      if (!value) return null;
      const day = calendarDayOf(value);
      if (day === null) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return day;
    });
}

export const idField = (message: string) =>
  z.string({ error: message }).trim().min(1, message).pipe(z.uuid(message));
