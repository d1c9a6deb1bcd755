/** The tax papers (issue 32): the year asked for and the messages the screens and calls answer with. */
export const TAX_MESSAGES = {
  year: "Año no válido: entre 2000 y 2100",
  nothingInYear: "No hay rendimientos con retención en ese año",
  period: "Periodo no válido: de 1T a 4T, o un mes de 01 a 12",
  payment: "Forma de pago no válida: ingreso o domiciliacion",
} as const;

/** What an AEAT file (Modelo 193, Modelo 123) names when Configuración lacks the club's identity. */
export const CLUB_IDENTITY_MISSING = {
  clubLegalName: "la razón social del club (Configuración, Fiscalidad)",
  clubNif: "el NIF del club (Configuración, Fiscalidad)",
} as const;

/** Modelo 123's period as its file writes it: "1T" … "4T", or a month "01" … "12"; null for anything else. */
export function modelo123PeriodCode(value: string | null | undefined): string | null {
  return value && /^([1-4]T|0[1-9]|1[0-2])$/.test(value) ? value : null;
}

/** How Modelo 123's result is paid: "ingreso" (the default) or "domiciliacion"; null for anything else. */
export function modelo123Payment(value: string | null | undefined): "ingreso" | "domiciliacion" | null {
  if (value === null || value === undefined || value === "" || value === "ingreso") return "ingreso";
  return value === "domiciliacion" ? "domiciliacion" : null;
}

/** "2026" → 2026; null for anything but a year between 2000 and 2100. */
export function taxYear(value: string | null | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 2000 && year <= 2100 ? year : null;
}

/**
 * The province code of Modelo 193 (INE's two digits, 01–52): the first two of the postal code in
 * a Spanish address ("C/ Mayor 1, 28013 Madrid" → "28"); null when the address has none.
 */
export function provinceCode(address: string | null | undefined): string | null {
  const codes = [...(address ?? "").matchAll(/(?<!\d)(0[1-9]|[1-4]\d|5[0-2])\d{3}(?!\d)/g)];
  return codes.length ? codes[codes.length - 1]![1]! : null;
}

/**
 * The key of Modelo 193 for a partícipe's gain in a cuenta en participación: "B", income from
 * lending one's own capital to others (art. 25.2 LIRPF; DGT V2195-07).
 */
export const MODELO_193_KEY = "B";
