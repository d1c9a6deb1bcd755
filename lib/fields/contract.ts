import { CONTRACT_STATUS_LABELS, type ContractInput } from "../validations/contract";
import { defineFields, type FieldSpec } from "./field";
import { FILE_ROW_FIELDS, STORED_FILE_FIELDS } from "./file-row";

/** A contract's fields (docs/specification.md §5, "Contract form"), in the order of the admin form. */
export const CONTRACT_FIELDS = defineFields({
  title: { label: "Título", kind: "text", required: true, wide: true },
  ...FILE_ROW_FIELDS,
  status: { label: "Estado", kind: "code", codes: CONTRACT_STATUS_LABELS, required: true, initial: "draft", wide: true },
  signedDate: { label: "Fecha de firma", kind: "date" },
  expiryDate: { label: "Fecha de vencimiento", kind: "date" },
  ...STORED_FILE_FIELDS,
} satisfies Record<keyof ContractInput, FieldSpec> & typeof STORED_FILE_FIELDS);
