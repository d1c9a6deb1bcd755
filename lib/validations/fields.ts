import { z } from "./zod";

/** Building blocks shared by the entity schemas. Forms hold everything as text; the API may send numbers. */

/** Optional text: trimmed, and an empty string is the same as absent (specification §5). */
export function optionalText(max: number, tooLong = `Máximo ${max} caracteres`) {
  return z
    .string({ error: "Debe ser un texto" })
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));
}

export function requiredText(message: string, max: number, tooLong = `Máximo ${max} caracteres`) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
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

export function requiredDecimal(required: string, invalid: string, integerDigits = 10) {
  return z
    .union([z.string(), z.number()], { error: required })
    .refine((value) => String(value).trim() !== "", required)
    .transform((value, ctx) => {
      const decimal = decimalString(value, integerDigits);
      if (decimal === null) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return decimal;
    });
}

export function optionalDecimal(invalid: string, integerDigits = 10) {
  return z
    .union([z.string(), z.number()], { error: invalid })
    .optional()
    .nullable()
    .transform((value, ctx) => {
      if (value === undefined || value === null || String(value).trim() === "") return null;
      const decimal = decimalString(value, integerDigits);
      if (decimal === null) {
        ctx.addIssue({ code: "custom", message: invalid });
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

/** A calendar date "yyyy-MM-dd" (or an ISO instant, of which the date is kept); empty means none. */
export function optionalDate(invalid = "Fecha no válida") {
  return z
    .string({ error: invalid })
    .trim()
    .optional()
    .nullable()
    .transform((value, ctx) => {
      if (!value) return null;
      const day = value.slice(0, 10);
      const date = new Date(`${day}T00:00:00.000Z`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return day;
    });
}

export const idField = (message: string) =>
  z.string({ error: message }).trim().min(1, message).pipe(z.uuid(message));
