import { optionalDate } from "./fields";
import * as z from "./zod";

/** An investor's statement of account (`GET /api/statements`): the dates it covers and its format. */
export const STATEMENT_MESSAGES = {
  from: "Fecha inicial no válida (aaaa-mm-dd)",
  to: "Fecha final no válida (aaaa-mm-dd)",
  order: "La fecha inicial no puede ser posterior a la final",
  format: "Formato no válido: pdf o csv",
} as const;

export const STATEMENT_FORMATS = ["pdf", "csv"] as const;

export const statementQuerySchema = z
  .object({
    from: optionalDate(STATEMENT_MESSAGES.from),
    to: optionalDate(STATEMENT_MESSAGES.to),
    format: z._default(z.enum(STATEMENT_FORMATS, { error: STATEMENT_MESSAGES.format }), "pdf"),
  })
  .check(
    z.superRefine((query, ctx) => {
      if (query.from && query.to && query.from > query.to)
        ctx.addIssue({ code: "custom", path: ["from"], message: STATEMENT_MESSAGES.order });
    }),
  );

export type StatementQuery = z.output<typeof statementQuerySchema>;
