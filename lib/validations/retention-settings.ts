import { integerField } from "./fields";
import * as z from "./zod";

/**
 * Configuración, "Protección de datos" (issue 33): how long a closed account's blocked data is kept,
 * in years; the longest of the three applies (art. 32 LOPDGDD). Defaults: Código de Comercio art. 30
 * (6), Ley General Tributaria art. 66 (4), Ley 10/2010 art. 25 (10; 0 when the club is not obliged).
 */
export const RETENTION_YEARS_MESSAGE = "Entre 0 y 30 años";

const years = (fallback: number) => integerField(RETENTION_YEARS_MESSAGE, { min: 0, max: 30, fallback });

export const DEFAULT_RETENTION = { retentionAccountingYears: 6, retentionTaxYears: 4, retentionAmlYears: 10 } as const;

export const retentionSettingsSchema = z.strictObject({
  retentionAccountingYears: years(DEFAULT_RETENTION.retentionAccountingYears),
  retentionTaxYears: years(DEFAULT_RETENTION.retentionTaxYears),
  retentionAmlYears: years(DEFAULT_RETENTION.retentionAmlYears),
});

export type RetentionSettingsInput = z.input<typeof retentionSettingsSchema>;
export type RetentionSettings = z.output<typeof retentionSettingsSchema>;
