import { idField, optionalDate, optionalUrl, requiredText } from "./fields";
import * as z from "./zod";
import { addresseeField, fileRequired } from "./document";
import { uploadIdField } from "./fields";
import { labelledCodes } from "../options";

export const {
  codes: CONTRACT_STATUSES,
  labels: CONTRACT_STATUS_LABELS,
  options: CONTRACT_STATUS_OPTIONS,
} = labelledCodes({
  draft: "Borrador",
  active: "Activo",
  expired: "Vencido",
});

/** The contract form (docs/specification.md §5). */
export const contractSchema = z
  .strictObject({
    title: requiredText("El título es requerido", 200),
    type: requiredText("El tipo es requerido", 50, "El tipo no puede superar 50 caracteres"),
    operationId: idField("La operación es requerida"),
    fileUrl: optionalUrl(),
    uploadId: uploadIdField(),
    status: z.enum(CONTRACT_STATUSES, { error: "El estado es requerido" }),
    signedDate: optionalDate("Fecha de firma no válida"),
    expiryDate: optionalDate("Fecha de vencimiento no válida"),
    investmentId: addresseeField(),
  })
  .check(fileRequired());

export type ContractInput = z.input<typeof contractSchema>;
export type ContractValues = z.output<typeof contractSchema>;
