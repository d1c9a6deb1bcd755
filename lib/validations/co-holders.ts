import { idField, requiredDecimal } from "./fields";
import * as z from "./zod";
import { invalid } from "./zod";

/**
 * The co-holders of one participation (issue 49, item 2): other verified investors, each with their
 * percentage; the participation's own investor holds the rest. `PUT /api/investments/{id}/co-holders`.
 */
export const MAX_CO_HOLDERS = 4;

export const CO_HOLDER_MESSAGES = {
  notAllowed: "El club no admite cotitulares (Configuración, Verificación de identidad)",
  investor: "Elige el inversor cotitular",
  notInvestor: "El cotitular tiene que ser un inversor con la cuenta abierta",
  owner: "El titular de la participación no es su propio cotitular",
  repeated: "Cada cotitular una vez",
  share: "Indica su porcentaje",
  shareRange: "Un porcentaje entre 0,01 y 99,99",
  sharesSum: "Los cotitulares suman el 100 % o más: al titular de la participación tiene que quedarle una parte",
  tooMany: `Como mucho ${MAX_CO_HOLDERS} cotitulares`,
} as const;

const share = z.pipe(
  requiredDecimal(CO_HOLDER_MESSAGES.share, CO_HOLDER_MESSAGES.shareRange, { integerDigits: 2, positive: CO_HOLDER_MESSAGES.shareRange }),
  z.transform((value: string, ctx) => (Number(value) < 100 ? value : invalid(ctx, CO_HOLDER_MESSAGES.shareRange))),
);

export const coHoldersSchema = z
  .strictObject({
    coHolders: z
      .array(z.strictObject({ userId: idField(CO_HOLDER_MESSAGES.investor), share }))
      .check(z.maxLength(MAX_CO_HOLDERS, CO_HOLDER_MESSAGES.tooMany)),
  })
  .check(
    z.superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.coHolders.forEach((holder, index) => {
        if (seen.has(holder.userId))
          ctx.addIssue({ code: "custom", path: ["coHolders", index, "userId"], message: CO_HOLDER_MESSAGES.repeated });
        seen.add(holder.userId);
      });
      const total = values.coHolders.reduce((sum, holder) => sum + Math.round(Number(holder.share) * 100), 0);
      if (total >= 10_000) ctx.addIssue({ code: "custom", path: ["coHolders"], message: CO_HOLDER_MESSAGES.sharesSum });
    }),
  );

export type CoHoldersInput = z.input<typeof coHoldersSchema>;
