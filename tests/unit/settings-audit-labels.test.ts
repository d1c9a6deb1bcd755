import { describe, expect, it } from "vitest";
import { fieldLabel } from "@/lib/audit";
import { settingsSchema } from "@/lib/validations/settings";
import { paymentSettingsSchema } from "@/lib/validations/payment-settings";
import { taxSettingsSchema } from "@/lib/validations/tax-settings";
import { depositSettingsSchema } from "@/lib/validations/deposit-settings";
import { retentionSettingsSchema } from "@/lib/validations/retention-settings";

/**
 * Actividad shows what a change of Configuración changed by each field's Spanish name, never its
 * code ("clubNif: — → B12345674" was shown once the club's NIF was edited).
 */
describe("Configuración's fields in Actividad", () => {
  const schemas = { settingsSchema, paymentSettingsSchema, taxSettingsSchema, depositSettingsSchema, retentionSettingsSchema };
  it.each(Object.entries(schemas))("%s: every field has its Spanish label", (_name, schema) => {
    const fields = Object.keys((schema as unknown as { def: { shape: Record<string, unknown> } }).def.shape);
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((field) => fieldLabel(field, "settings") === field)).toEqual([]);
  });
});
