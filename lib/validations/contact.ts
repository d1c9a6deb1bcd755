import { emailField, personNameField, plainText, trimmedString } from "./fields";
import { acceptPrivacy } from "./legal";
import * as z from "./zod";

/** The contact form (docs/specification.md §5), shared by the form and POST /api/contact. */
export const CONTACT_LIMITS = { name: 120, email: 254, phone: 30, message: 5000 } as const;

export const contactMessageSchema = z.strictObject({
  name: personNameField(CONTACT_LIMITS.name),
  email: emailField(),
  phone: z.pipe(
    z.optional(
      plainText(
        trimmedString("Teléfono inválido", { max: CONTACT_LIMITS.phone, tooLong: "Teléfono inválido" }).check(
          z.regex(/^[+()\d\s.-]*$/, "Teléfono inválido"),
        ),
      ),
    ),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  ),
  message: plainText(
    trimmedString("El mensaje es requerido", {
      min: 1,
      max: CONTACT_LIMITS.message,
      tooLong: `El mensaje no puede superar ${CONTACT_LIMITS.message} caracteres`,
    }),
    { multiline: true },
  ),
  acceptPrivacy,
  /** Honeypot: hidden from people, filled in by bots. Any value means the message is dropped. */
  website: z.optional(z.string().check(z.maxLength(500))),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
