import { DEFAULT_LIQUIDATION_DAYS_AHEAD } from "../club-terms";
import { integerField, optionalText, requiredDecimal } from "./fields";
import { optionalTaxId } from "./identity";
import * as z from "./zod";

/**
 * Configuración, "Fiscalidad" (issue 32): the club as the payer that withholds (its name, NIF and
 * fiscal address print on every certificate and head the Modelo 193), and the IRPF rate per year.
 */
export const TAX_SETTINGS_MESSAGES = {
  year: "Año entre 2000 y 2100",
  rateRequired: "Indica el tipo",
  rate: "Tipo entre 0 y 100, con hasta 2 decimales",
  repeatedYear: "Ese año ya tiene un tipo",
  tooManyRates: "Como máximo 50 años",
  liquidationDaysAhead: "Entre 0 y 366 días",
  modelo193Nature: "Una de las naturalezas de la clave B del Modelo 193: de 01 a 07",
} as const;

const rate = z.object({
  year: integerField(TAX_SETTINGS_MESSAGES.year, { min: 2000, max: 2100, fallback: null }).check(
    z.refine((year: number | null) => year !== null, TAX_SETTINGS_MESSAGES.year),
  ),
  rate: requiredDecimal(TAX_SETTINGS_MESSAGES.rateRequired, TAX_SETTINGS_MESSAGES.rate, { integerDigits: 3 }).check(
    z.refine((value: string) => Number(value) <= 100, TAX_SETTINGS_MESSAGES.rate),
  ),
});

export const taxSettingsSchema = z.strictObject({
  clubLegalName: optionalText(200, "La razón social no puede superar 200 caracteres"),
  clubNif: optionalTaxId(),
  clubAddress: optionalText(300, "El domicilio no puede superar 300 caracteres"),
  clubRegistry: z.optional(optionalText(300, "Los datos registrales no pueden superar 300 caracteres")),
  modelo193Nature: z.optional(
    optionalText(2, TAX_SETTINGS_MESSAGES.modelo193Nature).check(
      z.refine((value: string | null) => value === null || /^0[1-7]$/.test(value), TAX_SETTINGS_MESSAGES.modelo193Nature),
    ),
  ),
  liquidationDaysAhead: z.optional(
    integerField(TAX_SETTINGS_MESSAGES.liquidationDaysAhead, { min: 0, max: 366, fallback: DEFAULT_LIQUIDATION_DAYS_AHEAD }),
  ),
  withholdingRates: z._default(
    z.array(rate).check(
      z.maxLength(50, TAX_SETTINGS_MESSAGES.tooManyRates),
      z.superRefine((rates, ctx) => {
        const seen = new Set<number | null>();
        rates.forEach((entry, index) => {
          if (seen.has(entry.year)) ctx.addIssue({ code: "custom", path: [index, "year"], message: TAX_SETTINGS_MESSAGES.repeatedYear });
          seen.add(entry.year);
        });
      }),
    ),
    [],
  ),
});

export type TaxSettingsInput = z.input<typeof taxSettingsSchema>;
export type TaxSettingsValues = z.output<typeof taxSettingsSchema>;
