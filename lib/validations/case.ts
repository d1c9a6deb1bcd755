import { AWARD_TYPES, caseOrderProblems, MILESTONE_KINDS, MILESTONE_STATUSES, todayInMadrid, type AwardType } from "../timeline";
import { flag, integerField, optionalDate, optionalMultilineText, optionalText, optionalUrl, requiredText } from "./fields";
import { parseEsDecimal } from "../es-decimal";
import * as z from "./zod";
import { invalid } from "./zod";
import { labelledCodes } from "../options";

/**
 * The court-case timeline and the return scenarios of an operation, shared by the admin editor and
 * PUT /api/operations/{id}/timeline and /scenarios. Each request sends the whole ordered list.
 */

export const CASE_MESSAGES = {
  futureActualDate: "La fecha real no puede ser posterior a hoy",
  completedWithoutDate: "Indica la fecha en que se completó",
  awardOnlyForAdjudication: "El tipo de adjudicación solo se indica en el hito de adjudicación",
  tooManyMilestones: "Máximo 30 hitos",
  tooManyScenarios: "Máximo 6 escenarios",
  perEuroFactor: "Por euro invertido se indica un factor (p. ej. 1,25 €)",
  oneExpected: "Solo un escenario puede ser el previsto",
} as const;

const AWARD_TYPE_INVALID = "Tipo de adjudicación no válido";

export const milestoneSchema = z
  .strictObject({
    kind: z.enum(MILESTONE_KINDS, { error: "Hito no válido" }),
    status: z._default(z.enum(MILESTONE_STATUSES, { error: "Estado no válido" }), "pendiente"),
    date: optionalDate("Fecha no válida"),
    note: optionalMultilineText(2000),
    auctionUrl: optionalUrl(),
    auctionRef: optionalText(100),
    // "" (the form's empty choice) is the same as none.
    awardType: z.pipe(
      z.optional(z.nullable(z.string({ error: AWARD_TYPE_INVALID }))),
      z.transform((value: string | null | undefined, ctx): AwardType | null => {
        if (!value) return null;
        return (AWARD_TYPES as readonly string[]).includes(value) ? (value as AwardType) : invalid(ctx, AWARD_TYPE_INVALID);
      }),
    ),
  })
  .check(
    z.superRefine((milestone, ctx) => {
      if (milestone.status === "completado") {
        if (!milestone.date) ctx.addIssue({ code: "custom", path: ["date"], message: CASE_MESSAGES.completedWithoutDate });
        else if (milestone.date > todayInMadrid())
          ctx.addIssue({ code: "custom", path: ["date"], message: CASE_MESSAGES.futureActualDate });
      }
      if (milestone.awardType && milestone.kind !== "adjudicacion") {
        ctx.addIssue({ code: "custom", path: ["awardType"], message: CASE_MESSAGES.awardOnlyForAdjudication });
      }
    }),
  );

export const timelineSchema = z.strictObject({
  milestones: z.array(milestoneSchema, { error: "Lista de hitos no válida" }).check(
    z.maxLength(30, CASE_MESSAGES.tooManyMilestones),
    z.superRefine((milestones, ctx) => {
      for (const { index, field, message } of caseOrderProblems(milestones))
        ctx.addIssue({ code: "custom", path: [index, field], message });
    }),
  ),
});

export type MilestoneInput = z.input<typeof milestoneSchema>;
export type TimelineInput = z.input<typeof timelineSchema>;
export type TimelineValues = z.output<typeof timelineSchema>;

/** A positive-or-zero decimal with up to four decimals ("1,25" €/€ or "294.000" € in total). */
function scenarioAmount(required: string | null, invalidMessage: string) {
  return z.pipe(
    z.nullable(z.optional(z.union([z.string(), z.number()], { error: invalidMessage }))),
    z.transform((value: string | number | null | undefined, ctx) => {
      if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
        return required === null ? "0" : invalid(ctx, required);
      }
      return parseEsDecimal(value, { maxDecimals: 4, maxIntegerDigits: 10 }) ?? invalid(ctx, invalidMessage);
    }),
  );
}

export const { codes: SCENARIO_BASES, labels: SCENARIO_BASIS_LABELS } = labelledCodes({
  per_euro: "Por euro invertido",
  total: "Total de la operación",
});

export const scenarioSchema = z
  .strictObject({
    name: requiredText("El nombre es requerido", 100),
    months: integerField("El plazo debe ser un número entero de meses entre 1 y 600", { min: 1, max: 600, fallback: null }).check(
      z.refine((value: number | null) => value !== null, "El plazo es requerido"),
    ),
    basis: z._default(z.enum(SCENARIO_BASES, { error: "Base no válida" }), "per_euro"),
    gross: scenarioAmount("El importe recuperado es requerido", "Importe no válido (máximo 4 decimales)"),
    costs: scenarioAmount(null, "Costes no válidos (máximo 4 decimales)"),
    explanation: optionalMultilineText(1000),
    // "Previsto": the operation's expected return and term are this scenario's (server/operations/expected.ts).
    expected: flag(false),
  })
  .check(
    z.superRefine((scenario, ctx) => {
      if (scenario.basis !== "per_euro") return;
      for (const field of ["gross", "costs"] as const) {
        if (Number(scenario[field]) > 100) ctx.addIssue({ code: "custom", path: [field], message: CASE_MESSAGES.perEuroFactor });
      }
    }),
  );

export const scenariosSchema = z.strictObject({
  scenarios: z.array(scenarioSchema, { error: "Lista de escenarios no válida" }).check(
    z.maxLength(6, CASE_MESSAGES.tooManyScenarios),
    z.superRefine((scenarios, ctx) => {
      const expected = scenarios.flatMap((scenario, index) => (scenario.expected ? [index] : []));
      for (const index of expected.slice(1))
        ctx.addIssue({ code: "custom", path: [index, "expected"], message: CASE_MESSAGES.oneExpected });
    }),
  ),
});

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type ScenariosInput = z.input<typeof scenariosSchema>;
export type ScenariosValues = z.output<typeof scenariosSchema>;

/** The three default scenarios (issue 10): names, plain explanations and starting figures per euro. */
export function defaultScenarios(): {
  name: string;
  months: string;
  basis: "per_euro";
  gross: string;
  costs: string;
  explanation: string;
  expected: boolean;
}[] {
  return [
    {
      name: "El deudor paga",
      months: "6",
      basis: "per_euro",
      gross: "1.15",
      costs: "0.01",
      explanation: "El deudor cancela la deuda con sus intereses antes de la subasta: es la salida más corta.",
      expected: false,
    },
    {
      name: "Un tercero se adjudica en subasta",
      months: "14",
      basis: "per_euro",
      gross: "1.22",
      costs: "0.02",
      explanation: "Un postor gana la subasta y el juzgado entrega al club el precio del remate, hasta el importe de la deuda.",
      expected: false,
    },
    {
      name: "El club se adjudica y vende",
      months: "24",
      basis: "per_euro",
      gross: "1.45",
      costs: "0.08",
      explanation:
        "El club se queda el inmueble, toma posesión y lo vende en el mercado; se descuentan impuestos, reforma y comisiones de venta. Es la salida más larga.",
      expected: false,
    },
  ];
}
