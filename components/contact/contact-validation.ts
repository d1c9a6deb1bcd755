import { contactMessageSchema, type ContactMessage } from "@/lib/validations/contact";
import { fieldErrors } from "@/lib/validations/field-errors";

/**
 * The contact form's check in the browser, with the schema POST /api/contact uses. Loaded by the
 * form only when someone starts typing (a separate chunk): the page itself ships no zod.
 */
export function validateContactMessage(
  values: Record<string, unknown>,
): { ok: true; message: ContactMessage } | { ok: false; errors: Record<string, string> } {
  const result = contactMessageSchema.safeParse(values);
  return result.success ? { ok: true, message: result.data } : { ok: false, errors: fieldErrors(result.error) };
}
