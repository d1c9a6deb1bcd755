import { defineFields } from "./field";

/**
 * What a document and a contract share (docs/specification.md §5): after its name, "Tipo",
 * "Operación", "Para" (every investor of the operation, or one participation of it), then its
 * file, uploaded (`uploadId`) or linked (`fileUrl`).
 */
export const FILE_ROW_FIELDS = defineFields({
  type: { label: "Tipo", kind: "text", required: true },
  operationId: { label: "Operación", kind: "reference", required: true },
  investmentId: { label: "Para", kind: "reference" },
  fileUrl: { label: "Archivo o enlace", kind: "file", required: true, wide: true },
  uploadId: { label: "Archivo subido", kind: "reference", notInForm: true },
});

/** How a stored file is described (recorded by the server from the upload, shown in the audit log). */
export const STORED_FILE_FIELDS = defineFields({
  originalName: { label: "Nombre del archivo", kind: "text", notInForm: true },
  contentType: { label: "Tipo de archivo", kind: "text", notInForm: true },
});
