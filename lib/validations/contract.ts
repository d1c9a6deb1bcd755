import { idField, optionalDate, optionalUrl, requiredText } from "./fields";
import { z } from "./zod";
import { FILE_REQUIRED } from "./document";

export const CONTRACT_STATUSES = ["draft", "active", "expired"] as const;
export const CONTRACT_STATUS_LABELS: Record<(typeof CONTRACT_STATUSES)[number], string> = {
  draft: "Borrador",
  active: "Activo",
  expired: "Vencido",
};

/** The contract form (specification §5). */
export const contractSchema = z
  .object({
    title: requiredText("El título es requerido", 200),
    type: requiredText("El tipo es requerido", 50, "El tipo no puede superar 50 caracteres"),
    operationId: idField("La operación es requerida"),
    fileUrl: optionalUrl(),
    /** A file received by `POST /api/files` and not yet attached; it replaces the link. */
    uploadId: z.uuid({ error: "Archivo no válido" }).optional().nullable(),
    status: z.enum(CONTRACT_STATUSES, { error: "El estado es requerido" }),
    signedDate: optionalDate("Fecha de firma no válida"),
    expiryDate: optionalDate("Fecha de vencimiento no válida"),
  })
  .strict()
  // Checked even when other fields fail, so an empty form shows every message at once.
  .refine((values) => Boolean(values?.fileUrl || values?.uploadId), { path: ["fileUrl"], message: FILE_REQUIRED, when: () => true });

export type ContractInput = z.input<typeof contractSchema>;
export type ContractValues = z.output<typeof contractSchema>;
