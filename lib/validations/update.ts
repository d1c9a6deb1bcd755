import { MILESTONE_KINDS, type MilestoneKind } from "../timeline";
import { idField, plainText, requiredText, trimmedString } from "./fields";
import * as z from "./zod";
import { invalid } from "./zod";

/**
 * An update posted to an operation's investors (issue 50, item 3), shared by "Publicar novedad" and
 * `POST /api/operations/{id}/updates`: a title, the text, the operation's documents attached (from
 * the vault) and, optionally, the milestone of the court case it tells of.
 */
export const UPDATE_LIMITS = { title: 150, body: 10_000, attachments: 10 } as const;

export const UPDATE_MESSAGES = {
  title: "El título es obligatorio",
  body: "El texto es obligatorio",
  attachment: "Elige un documento de la operación",
  attachmentNotShared:
    "Solo se adjuntan documentos de esta operación visibles para todos sus inversores (no los dirigidos a una participación)",
  tooManyAttachments: `Como mucho ${UPDATE_LIMITS.attachments} documentos`,
  repeatedAttachment: "Cada documento una vez",
  milestone: "Hito no válido",
  archived: "La operación está archivada: no se publican novedades",
} as const;

export { UPDATE_DELIVERIES, UPDATE_DELIVERY_LABELS, type UpdateDelivery } from "../update-deliveries";

export const updateSchema = z.strictObject({
  title: requiredText(UPDATE_MESSAGES.title, UPDATE_LIMITS.title),
  body: plainText(
    trimmedString(UPDATE_MESSAGES.body, { min: 1, max: UPDATE_LIMITS.body, tooLong: `Máximo ${UPDATE_LIMITS.body} caracteres` }),
    { multiline: true },
  ),
  documentIds: z._default(
    z.array(idField(UPDATE_MESSAGES.attachment)).check(
      z.maxLength(UPDATE_LIMITS.attachments, UPDATE_MESSAGES.tooManyAttachments),
      z.refine((ids) => new Set(ids).size === ids.length, UPDATE_MESSAGES.repeatedAttachment),
    ),
    [],
  ),
  // The form's "Ninguno" is an empty string.
  milestoneKind: z._default(
    z.pipe(
      z.nullable(z.string({ error: UPDATE_MESSAGES.milestone })),
      z.transform((kind: string | null, ctx) =>
        !kind
          ? null
          : (MILESTONE_KINDS as readonly string[]).includes(kind)
            ? (kind as MilestoneKind)
            : invalid(ctx, UPDATE_MESSAGES.milestone),
      ),
    ),
    null,
  ),
});

export type UpdateInput = z.input<typeof updateSchema>;
export type UpdateValues = z.output<typeof updateSchema>;
