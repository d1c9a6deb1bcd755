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
  nif: { label: "NIF/NIE", kind: "text", hint: "Para el certificado de retenciones; se comprueba la letra." },
  iban: { label: "IBAN", kind: "text", hint: "La cuenta a la que el club paga; se comprueban los dígitos de control.", wide: true },
  notas: { label: "Notas internas", kind: "long-text", hint: "Solo las ve el equipo del club.", wide: true },
  role: { label: "Rol", kind: "code", codes: ROLE_LABELS, notInForm: true },
} satisfies Record<keyof InvestorInput, FieldSpec>);
