import { PRIVACY_CONSENT_REQUIRED } from "../privacy-notice";
import { plainText, trimmedString } from "./fields";
import * as z from "./zod";

/** A new version of a legal text, as an admin publishes it in Configuración (Markdown). */
export const LEGAL_TEXT_MAX = 50_000;

export const legalTextSchema = z.strictObject({
  body: plainText(
    trimmedString("El texto es requerido", {
      min: 1,
      max: LEGAL_TEXT_MAX,
      tooLong: `El texto no puede superar ${LEGAL_TEXT_MAX.toLocaleString("es-ES")} caracteres`,
    }),
    { multiline: true },
  ),
});

export type LegalTextInput = z.input<typeof legalTextSchema>;

/** `acceptPrivacy: true` in sign-up's and the contact form's JSON: anything else is refused on the field. */
export const acceptPrivacy = z.literal(true, PRIVACY_CONSENT_REQUIRED);
