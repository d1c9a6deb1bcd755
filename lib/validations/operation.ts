import { OPERATION_STATUSES } from "../operation-status";
import { slugify } from "../slug";
import {
  uploadIdField,
  emptyAsNull,
  flag,
  integerField,
  optionalDate,
  optionalDecimal,
  optionalMultilineText,
  optionalText,
  optionalUrl,
  requiredDecimal,
  requiredText,
} from "./fields";
import * as z from "./zod";

/** The operation form (docs/specification.md §5), shared by the admin form and POST/PUT /api/operations. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const operationSchema = z.strictObject({
  title: requiredText("El título es requerido", 200),
  slug: emptyAsNull(z.string({ error: "Slug no válido" }).check(z.trim(), z.maxLength(200, "Slug no válido"))).check(
    z.refine(
      (value: string | null) => value === null || SLUG_PATTERN.test(value),
      "El slug solo puede tener minúsculas, números y guiones",
    ),
  ),
  status: z._default(z.enum(OPERATION_STATUSES, { error: "Estado no válido" }), "abierta"),
  province: z.pipe(
    requiredText("La provincia es requerida", 100),
    z.transform((value: string) => value.toLowerCase()),
  ),
  pvp: requiredDecimal("El PVP es requerido", "El PVP debe ser un importe válido (máximo 2 decimales)", {
    positive: "El PVP debe ser mayor que 0",
  }),
  ticketMin: requiredDecimal("El ticket mínimo es requerido", "El ticket mínimo debe ser un importe válido (máximo 2 decimales)", {
    positive: "El ticket mínimo debe ser mayor que 0",
  }),
  precioCompra: optionalDecimal("El precio de compra debe ser un importe válido (máximo 2 decimales)", {
    positive: "El precio de compra debe ser mayor que 0",
  }),
  calle: optionalText(200),
  imageUrl: optionalUrl(),
  percentageFinanced: integerField("El porcentaje financiado debe ser un número entero entre 0 y 100", { min: 0, max: 100, fallback: 0 }),
  expectedReturn: optionalDecimal("La rentabilidad esperada debe ser un porcentaje válido (hasta 999,99)", { integerDigits: 3 }),
  expectedTerm: integerField("El plazo debe ser un número entero de meses", { min: 0, max: 1200, fallback: null }),
  acquisitionDate: optionalDate("Fecha de adquisición no válida"),
  estimatedEndDate: optionalDate("Fecha estimada de cierre no válida"),
  propertyArea: optionalText(100),
  propertyLocation: optionalText(200),
  propertyType: optionalText(100),
  cadastralRef: optionalText(50),
  description: optionalMultilineText(10_000),
  estrategiaInversion: optionalMultilineText(10_000),
  estadoProcesalJuridico: optionalMultilineText(10_000),
  /** Issue 66: printed in the operation's information sheet. */
  conflictsOfInterest: optionalMultilineText(5_000),
  pdfCompleto: optionalUrl(),
  destacada: flag(false),
  // A picture or a PDF just uploaded (POST /api/files?purpose=operation-image|operation-pdf), to attach.
  imageUploadId: uploadIdField(),
  pdfUploadId: uploadIdField(),
});

export type OperationInput = z.input<typeof operationSchema>;
export type OperationValues = z.output<typeof operationSchema>;

/** The slug an operation gets: the one given, else one made from the title (on creation). */
export function operationSlug(values: Pick<OperationValues, "slug" | "title">): string {
  return values.slug ?? slugify(values.title);
}
