import { requiredText } from "./fields";
import { z } from "./zod";

/** Configuración (PRODUCT.md): what the public pages show about the club. */
export const settingsSchema = z
  .object({
    contactEmail: requiredText("El email de contacto es requerido", 254).pipe(z.email("Email inválido")),
    whatsappNumber: requiredText("El número de WhatsApp es requerido", 30).regex(/^\+?[\d\s.-]{6,}$/, "Número de teléfono no válido"),
    companyUrl: requiredText("La URL de la página de empresa es requerida", 2000).refine((value) => {
      try {
        return ["https:", "http:"].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, "La URL debe empezar por https:// o http://"),
  })
  .strict();

export type SettingsInput = z.input<typeof settingsSchema>;

export const messageUpdateSchema = z.object({ isRead: z.boolean({ error: "Valor no válido" }) }).strict();
