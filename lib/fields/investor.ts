import type { InvestorInput } from "../validations/investor";
import { defineFields, type FieldSpec } from "./field";

export const ROLE_LABELS = { admin: "Administrador", investor: "Inversor" } as const;

/** The investor's fields (docs/specification.md §5, "Investor form"), in the order of the admin form. */
export const INVESTOR_FIELDS = defineFields({
  firstName: { label: "Nombre", kind: "text", required: true },
  lastName: { label: "Apellidos", kind: "text", required: true },
  email: { label: "Email", kind: "email" },
  phone: { label: "Teléfono", kind: "phone" },
  comercial: { label: "Comercial", kind: "text", hint: "El comercial asignado al inversor." },
  address: { label: "Dirección", kind: "text" },
  notas: { label: "Notas internas", kind: "long-text", hint: "Solo las ve el equipo del club.", wide: true },
  role: { label: "Rol", kind: "code", codes: ROLE_LABELS, notInForm: true },
} satisfies Record<keyof InvestorInput, FieldSpec>);
