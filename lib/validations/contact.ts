import { plainText } from "./fields";
import { z } from "./zod";

/** The contact form (specification §5), shared by the form and POST /api/contact. */
export const CONTACT_LIMITS = { name: 120, email: 254, phone: 30, message: 5000 } as const;

export const contactMessageSchema = z
  .object({
    name: plainText(
      z
        .string({ error: "El nombre es requerido" })
        .trim()
        .min(1, "El nombre es requerido")
        .max(CONTACT_LIMITS.name, `El nombre no puede superar ${CONTACT_LIMITS.name} caracteres`),
    ),
    email: z
      .string({ error: "El email es requerido" })
      .trim()
      .min(1, "El email es requerido")
      .max(CONTACT_LIMITS.email, "Email inválido")
      .pipe(z.email("Email inválido")),
    phone: plainText(
      z
        .string({ error: "Teléfono inválido" })
        .trim()
        .max(CONTACT_LIMITS.phone, "Teléfono inválido")
        .regex(/^[+()\d\s.-]*$/, "Teléfono inválido"),
    )
      .optional()
      .transform((value) => (value ? value : undefined)),
    message: plainText(
      z
        .string({ error: "El mensaje es requerido" })
        .trim()
        .min(1, "El mensaje es requerido")
        .max(CONTACT_LIMITS.message, `El mensaje no puede superar ${CONTACT_LIMITS.message} caracteres`),
      { multiline: true },
    ),
    /** Honeypot: hidden from people, filled in by bots. Any value means the message is dropped. */
    website: z.string().max(500).optional(),
  })
  .strict();

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
