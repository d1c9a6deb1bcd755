import { TRANSACTION_STATUS_LABELS, TRANSACTION_TYPE_LABELS, type TransactionInput } from "../validations/transaction";
import { defineFields, type FieldSpec } from "./field";

/** A movement's fields (docs/specification.md §5, "Transaction form"), in the order of the admin form. */
export const TRANSACTION_FIELDS = defineFields({
  operationId: { label: "Operación", kind: "reference", required: true, wide: true },
  investmentId: { label: "Participación", kind: "reference", hint: "Su inversor y su operación son los del movimiento" },
  userId: { label: "Inversor", kind: "reference" },
  type: { label: "Tipo", kind: "code", codes: TRANSACTION_TYPE_LABELS, required: true, initial: "APORTE" },
  amount: { label: "Importe", kind: "money", required: true },
  status: { label: "Estado", kind: "code", codes: TRANSACTION_STATUS_LABELS, required: true, initial: "completed" },
  paymentMethod: {
    label: "Método de pago",
    kind: "text",
    suggestions: { Transferencia: "Transferencia", "Cargo automático": "Cargo automático" },
  },
  reference: { label: "Referencia", kind: "text" },
  description: { label: "Descripción", kind: "long-text", wide: true },
  transactionDate: { label: "Fecha valor", kind: "date", hint: "Cuándo se movió el dinero; hoy si se deja vacía" },
} satisfies Record<keyof TransactionInput, FieldSpec>);
