import type { DocumentInput } from "../validations/document";
import { defineFields, type FieldSpec } from "./field";
import { FILE_ROW_FIELDS, STORED_FILE_FIELDS } from "./file-row";

/** A document's fields (docs/specification.md §5, "Document form"), in the order of the admin form. */
export const DOCUMENT_FIELDS = defineFields({
  name: { label: "Nombre", kind: "text", required: true, wide: true },
  ...FILE_ROW_FIELDS,
  fileSize: { label: "Tamaño", kind: "bytes", notInForm: true },
  isPublic: { label: "Público", kind: "flag", hint: "Visible para todos sin necesidad de iniciar sesión", wide: true },
  visibleToInvestors: {
    label: "Visible para inversores",
    kind: "flag",
    hint: "Visible para los inversores autenticados",
    initial: true,
    wide: true,
  },
  uploadedBy: { label: "Subido por", kind: "reference", notInForm: true },
  ...STORED_FILE_FIELDS,
} satisfies Record<keyof DocumentInput, FieldSpec> & typeof STORED_FILE_FIELDS);
