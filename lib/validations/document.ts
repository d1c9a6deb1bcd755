import { emptyAsNull, flag, idField, integerField, optionalUrl, requiredText, uploadIdField } from "./fields";
import * as z from "./zod";

/** docs/specification.md §5: a file (uploaded, or linked by its address) is required. */
export const FILE_REQUIRED = "La URL del archivo es requerida";

/** Checked even when other fields fail, so an empty form shows every message at once. */
export const fileRequired = () =>
  z.refine<{ fileUrl?: string | null; uploadId?: string | null }>((values) => Boolean(values?.fileUrl || values?.uploadId), {
    path: ["fileUrl"],
    message: FILE_REQUIRED,
    when: () => true,
  });

export const ADDRESSEE_INVALID = "Participación no válida";
export const ADDRESSEE_PUBLIC = "Un documento dirigido a un inversor no puede ser público";

const uuid = z.uuid();

/**
 * "Para": the one participation of the operation a document or contract is addressed to (only its
 * investor sees it), or empty / null for every investor of the operation. That it belongs to the
 * operation is checked by the server against the database.
 */
export const addresseeField = () =>
  emptyAsNull(z.string({ error: ADDRESSEE_INVALID }).check(z.trim())).check(
    z.refine((value: string | null) => value === null || uuid.safeParse(value).success, ADDRESSEE_INVALID),
  );

/** The document form (docs/specification.md §5). */
export const documentSchema = z
  .strictObject({
    name: requiredText("El nombre es requerido", 200),
    type: requiredText("El tipo es requerido", 50, "El tipo no puede superar 50 caracteres"),
    operationId: idField("La operación es requerida"),
    fileUrl: optionalUrl(),
    uploadId: uploadIdField(),
    fileSize: integerField("El tamaño debe ser un número entero de bytes", { min: 0, max: 2_000_000_000, fallback: null }),
    isPublic: flag(false),
    visibleToInvestors: flag(true),
    investmentId: addresseeField(),
    /** Accepted for compatibility with the specification's payload (docs/specification.md §7); the server records the actor. */
    uploadedBy: z.nullable(z.optional(z.string())),
  })
  .check(
    fileRequired(),
    z.refine((values) => !(values.isPublic && values.investmentId), { path: ["investmentId"], message: ADDRESSEE_PUBLIC }),
  );

export type DocumentInput = z.input<typeof documentSchema>;
export type DocumentValues = z.output<typeof documentSchema>;
