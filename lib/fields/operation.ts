import { OPERATION_STATUS_LABELS, PROVINCE_LABELS } from "../operation-status";
import type { OperationInput } from "../validations/operation";
import { defineFields, type FieldSpec } from "./field";

/**
 * The operation's fields (docs/specification.md §5), in the order of the admin form. Its zod schema
 * (lib/validations/operation.ts) validates them; this says how each is called, typed and shown.
 */
export const OPERATION_FIELDS = defineFields({
  title: { label: "Título", kind: "text", required: true, wide: true },
  slug: { label: "Slug", kind: "text", notInForm: true },
  province: { label: "Provincia", kind: "province", required: true, suggestions: PROVINCE_LABELS, publicGroup: "property" },
  status: { label: "Estado", kind: "code", codes: OPERATION_STATUS_LABELS, initial: "abierta" },
  pvp: { label: "PVP", publicLabel: "Precio Total (PVP)", kind: "money", required: true, publicGroup: "figures" },
  precioCompra: { label: "Precio de compra", publicLabel: "Precio de Compra", kind: "money", publicGroup: "figures" },
  ticketMin: { label: "Ticket mínimo", publicLabel: "Ticket Mínimo", kind: "money", required: true, publicGroup: "figures" },
  percentageFinanced: {
    label: "% Financiado",
    publicLabel: "Financiado",
    kind: "percent",
    whole: true,
    initial: "0",
    readOnly: true,
    hint: "Se calcula a partir de las participaciones",
    publicGroup: "figures",
  },
  expectedReturn: {
    label: "Rentabilidad esperada (total)",
    publicLabel: "Rentabilidad Esperada (total)",
    kind: "percent",
    publicGroup: "figures",
  },
  expectedTerm: { label: "Plazo estimado", publicLabel: "Plazo Estimado", kind: "months", whole: true, publicGroup: "figures" },
  acquisitionDate: { label: "Fecha de adquisición", publicLabel: "Fecha de Adquisición", kind: "date", publicGroup: "figures" },
  estimatedEndDate: { label: "Fecha estimada de cierre", publicLabel: "Cierre Estimado", kind: "date", publicGroup: "figures" },
  calle: { label: "Calle", kind: "text", publicGroup: "property" },
  propertyLocation: { label: "Ubicación", kind: "text", publicGroup: "property" },
  propertyArea: { label: "Superficie", kind: "text", publicGroup: "property" },
  propertyType: { label: "Tipo de inmueble", publicLabel: "Tipo de Inmueble", kind: "text", publicGroup: "property" },
  cadastralRef: { label: "Referencia catastral", publicLabel: "Referencia Catastral", kind: "text", publicGroup: "property" },
  imageUrl: { label: "Imagen", kind: "file", hint: "JPEG, PNG o WebP de al menos 600 × 400 píxeles; se recorta a 3:2 y se guarda en WebP" },
  pdfCompleto: { label: "PDF completo", kind: "file", hint: "El dossier que se descarga desde la página pública" },
  description: { label: "Descripción", kind: "long-text", wide: true },
  estrategiaInversion: { label: "Estrategia de inversión", kind: "long-text", wide: true },
  estadoProcesalJuridico: { label: "Estado procesal y jurídico", kind: "long-text", wide: true },
  conflictsOfInterest: {
    label: "Conflictos de interés",
    kind: "long-text",
    wide: true,
    hint: "Participación del club o de sus personas en la operación, comisiones a partes vinculadas… Sale en la ficha de información",
  },
  destacada: { label: "Destacada", kind: "flag", hint: "Se muestra en la página de inicio", wide: true },
  imageUploadId: { label: "Imagen subida", kind: "reference", notInForm: true },
  pdfUploadId: { label: "PDF subido", kind: "reference", notInForm: true },
} satisfies Record<keyof OperationInput, FieldSpec>);

export type OperationField = keyof typeof OPERATION_FIELDS;

/** The fields of one group of the public detail page, in order. */
export const publicFields = (group: NonNullable<FieldSpec["publicGroup"]>) =>
  (Object.keys(OPERATION_FIELDS) as OperationField[]).filter(
    (name): name is Exclude<OperationField, UploadField> => (OPERATION_FIELDS[name] as FieldSpec).publicGroup === group,
  );

/** The form's fields that name an upload to attach, not columns of the row. */
type UploadField = "imageUploadId" | "pdfUploadId";
