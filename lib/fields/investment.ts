import { INVESTMENT_STATUS_LABELS, type InvestmentInput } from "../validations/investment";
import { defineFields, type FieldSpec } from "./field";

/** A participation's fields (docs/product.md, "Investments"), in the order of the admin form. */
export const INVESTMENT_FIELDS = defineFields({
  userId: { label: "Inversor", kind: "reference", required: true, wide: true },
  operationId: { label: "Operación", kind: "reference", required: true, wide: true },
  amount: { label: "Importe", kind: "money", required: true },
  investmentDate: { label: "Fecha", kind: "date" },
  status: { label: "Estado", kind: "code", codes: INVESTMENT_STATUS_LABELS, initial: "active" },
  decisionNote: {
    label: "Motivo del rechazo",
    kind: "long-text",
    wide: true,
    hint: "Obligatorio al rechazar una solicitud; el inversor lo lee en el e-mail y en su área",
  },
} satisfies Record<keyof InvestmentInput, FieldSpec>);
