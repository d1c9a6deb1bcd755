import { plainText, requiredText, trimmedString } from "./fields";
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

export const REPLY_MESSAGES = { body: "Escribe la respuesta", tooLong: "La respuesta no puede superar 5.000 caracteres" } as const;

/** An admin's answer to a contact message (Mensajes, "Responder"): `POST /api/messages/{id}/replies`. */
export const messageReplySchema = z.strictObject({
  body: plainText(trimmedString(REPLY_MESSAGES.body, { min: 1, max: 5000, tooLong: REPLY_MESSAGES.tooLong }), { multiline: true }),
});
