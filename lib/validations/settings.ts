import { requiredText } from "./fields";
import * as z from "./zod";

function isWebAddress(value: string): boolean {
  try {
    return ["https:", "http:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Configuración (docs/product.md#settled-choices): what the public pages show about the club. */
export const settingsSchema = z.strictObject({
  contactEmail: z.pipe(requiredText("El email de contacto es requerido", 254), z.email("Email inválido")),
  whatsappNumber: requiredText("El número de WhatsApp es requerido", 30).check(
    z.regex(/^\+?[\d\s.-]{6,}$/, "Número de teléfono no válido"),
  ),
  companyUrl: requiredText("La URL de la página de empresa es requerida", 2000).check(
    z.refine(isWebAddress, "La URL debe empezar por https:// o http://"),
  ),
});

export type SettingsInput = z.input<typeof settingsSchema>;

export const messageUpdateSchema = z.strictObject({ isRead: z.boolean({ error: "Valor no válido" }) });
