import { idField, integerField, requiredText, requiredUrl } from "./fields";
import { z } from "./zod";

/** The document form (specification §5). */
export const documentSchema = z
  .object({
    name: requiredText("El nombre es requerido", 200),
    type: requiredText("El tipo es requerido", 50, "El tipo no puede superar 50 caracteres"),
    operationId: idField("La operación es requerida"),
    fileUrl: requiredUrl("La URL del archivo es requerida"),
    fileSize: integerField("El tamaño debe ser un número entero de bytes", { min: 0, max: 2_000_000_000, fallback: null }),
    isPublic: z.boolean({ error: "Valor no válido" }).default(false),
    visibleToInvestors: z.boolean({ error: "Valor no válido" }).default(true),
    /** Accepted for compatibility with the specification's payload; the server records the actor. */
    uploadedBy: z.string().optional().nullable(),
  })
  .strict();

export const DOCUMENT_HELP = {
  isPublic: "Visible para todos sin necesidad de iniciar sesión",
  visibleToInvestors: "Visible para los inversores autenticados",
} as const;

export type DocumentInput = z.input<typeof documentSchema>;
export type DocumentValues = z.output<typeof documentSchema>;
