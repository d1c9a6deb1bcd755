import type { Prisma } from "../../generated/prisma/client";
import { defaultScenarios } from "../../lib/validations/case";
import { MILESTONE_KINDS, type AwardType, type MilestoneKind, type MilestoneStatus } from "../../lib/timeline";
import { OPERATIONS, operationId } from "./operations";
import { stableId } from "./random";

/**
 * The court case of every demo operation, consistent with its status and its "Estado procesal y
 * jurídico" text: finished operations have every milestone completed (dates in the past), ongoing
 * ones stop at the step their text describes and show expected dates ahead. Completed dates are
 * never after 23/11/2026, the day this data set was written.
 */
type Step = [MilestoneStatus, string | null, string?] | [MilestoneStatus, string | null, string | undefined, Extra];
type Extra = { auctionUrl?: string; auctionRef?: string; awardType?: AwardType };

const C = "completado" as const;
const E = "en_curso" as const;
const P = "pendiente" as const;
const auction = (ref: string): Extra => ({ auctionRef: ref, auctionUrl: `https://subastas.boe.es/detalleSubasta.php?idSub=${ref}` });

/** Ten steps in the order of MILESTONE_KINDS. */
export const CASES: Record<string, Step[]> = {
  "madrid-chamberi": [
    [E, "2026-12-15", "Cesión del crédito en firma con la entidad cedente; después se pedirá la sucesión procesal."],
    [C, "2026-02-10", "Presentada por la entidad cedente ante el Juzgado de Primera Instancia n.º 54 de Madrid."],
    [C, "2026-05-14", "Auto despachando ejecución."],
    [C, "2026-06-22"],
    [P, "2027-04-15"],
    [P, "2027-05-20"],
    [P, "2027-06-30"],
    [P, "2027-09-15"],
    [P, "2027-12-15"],
    [P, "2028-06-15"],
  ],
  "madrid-salamanca": [
    [C, "2026-05-20", "El club entra por cesión del remate, con el procedimiento ya avanzado."],
    [C, "2024-10-08"],
    [C, "2024-12-12"],
    [C, "2025-02-03"],
    [C, "2026-02-16", undefined, auction("SUB-JA-2026-201544")],
    [C, "2026-03-23", "Subasta sin postores externos."],
    [C, "2026-05-20", "El acreedor pidió la adjudicación y cedió el remate al club.", { awardType: "cesion_remate" }],
    [E, "2026-12-18", "Pendiente del decreto a favor del cesionario y del mandamiento de cancelación de cargas."],
    [P, "2027-03-01"],
    [P, "2028-11-30"],
  ],
  "madrid-vallecas": [
    [C, "2025-01-27"],
    [C, "2025-02-20"],
    [C, "2025-03-25"],
    [C, "2025-04-22"],
    [C, "2025-06-10", undefined, auction("SUB-JA-2025-176233")],
    [C, "2025-07-08"],
    [C, "2025-07-08", undefined, { awardType: "club" }],
    [C, "2025-09-15", "Decreto firme e inscrito en el Registro de la Propiedad n.º 19 de Madrid."],
    [C, "2025-11-04", "Posesión entregada voluntariamente por el anterior titular."],
    [C, "2026-03-18", "Escritura de venta firmada; operación liquidada."],
  ],
  "barcelona-eixample": [
    [P, "2027-01-20", "La compra del crédito se firmará al cerrar la ronda de financiación."],
    [C, "2026-03-05"],
    [C, "2026-06-11", "Auto del Juzgado de Primera Instancia n.º 38 de Barcelona."],
    [C, "2026-09-02", "Requerimiento notificado al deudor; certificación de cargas expedida."],
    [P, "2027-04-01"],
    [P, "2027-05-05"],
    [P, "2027-06-15"],
    [P, "2027-09-20"],
    [P, "2027-12-01"],
    [P, "2028-09-20"],
  ],
  "barcelona-gracia": [
    [C, "2026-01-20"],
    [C, "2026-02-18"],
    [C, "2026-04-09", "La oposición del deudor fue desestimada por auto firme."],
    [C, "2026-05-12"],
    [C, "2026-11-02", "Valor de subasta: 480.000 €. Pujas del 16/12/2026 al 14/01/2027.", auction("SUB-JA-2026-243711")],
    [P, "2027-01-14"],
    [P, "2027-02-28"],
    [P, "2027-05-15"],
    [P, "2027-09-01"],
    [P, "2029-01-20"],
  ],
  "barcelona-poblenou": [
    [P, null],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
  ],
  "valencia-malvarrosa": [
    [P, null, "La compra se firmará al completar la financiación."],
    [C, "2026-10-06", "Presentada ante el Juzgado de Primera Instancia n.º 12 de Valencia."],
    [E, "2027-01-15"],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
  ],
  "valencia-ruzafa": [
    [C, "2026-02-14"],
    [C, "2026-03-10"],
    [C, "2026-05-06"],
    [C, "2026-06-16"],
    [
      C,
      "2026-11-10",
      "Periodo de pujas del 1 al 21 de diciembre de 2026. El club acudirá con postura por el importe del crédito.",
      auction("SUB-JA-2026-251834"),
    ],
    [P, "2026-12-21"],
    [P, "2027-01-31"],
    [P, "2027-04-15"],
    [P, "2027-07-01"],
    [P, "2027-10-14"],
  ],
  "valencia-benimaclet": [
    [P, "2026-12-01"],
    [P, "2027-01-15"],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
    [P, null],
  ],
  "sevilla-triana": [
    [P, "2026-12-10"],
    [C, "2025-11-20"],
    [C, "2026-01-22", "Juzgado de Primera Instancia n.º 7 de Sevilla."],
    [C, "2026-03-04"],
    [C, "2026-10-28", "Pujas del 2 al 22 de febrero de 2027.", auction("SUB-JA-2026-248902")],
    [P, "2027-02-22"],
    [P, "2027-03-31"],
    [P, "2027-06-15"],
    [P, "2027-09-01", "Vivienda desocupada: posesión sin lanzamiento previsto."],
    [P, "2027-12-10"],
  ],
  "sevilla-nervion": [
    [C, "2025-03-12"],
    [C, "2025-04-08"],
    [C, "2025-05-20"],
    [C, "2025-06-25"],
    [C, "2025-09-15", undefined, auction("SUB-JA-2025-181020")],
    [C, "2025-10-20"],
    [C, "2025-10-20", undefined, { awardType: "club" }],
    [C, "2026-01-28", "Decreto firme e inscrito."],
    [C, "2026-05-19", "Posesión tras diligencia de lanzamiento."],
    [C, "2026-09-24", "Venta escriturada."],
  ],
  "sevilla-santa-cruz": [
    [C, "2024-12-16"],
    [C, "2025-01-22"],
    [C, "2025-03-11"],
    [C, "2025-04-15"],
    [C, "2025-06-02", undefined, auction("SUB-JA-2025-168455")],
    [C, "2025-07-01"],
    [C, "2025-07-01", undefined, { awardType: "club" }],
    [C, "2025-09-30", "Decreto de adjudicación y mandamiento de cancelación de cargas."],
    [C, "2026-02-10"],
    [C, "2026-10-16", "Venta escriturada a un comprador internacional; operación liquidada."],
  ],
};

/**
 * Credits the club bought with the enforcement already under way: the seller (the lending bank)
 * took the steps before, and the purchase is placed after the last of them, so that the case reads
 * in the order it happened (the order rule of lib/timeline.ts, caseOrderProblems).
 */
const PURCHASED_AFTER: Record<string, MilestoneKind> = {
  "madrid-chamberi": "requerimiento",
  "madrid-salamanca": "adjudicacion",
  "barcelona-eixample": "requerimiento",
  "valencia-malvarrosa": "despacho",
  "sevilla-triana": "subasta_senalada",
};

/** The kinds of an operation's case in the order it runs: MILESTONE_KINDS, the purchase moved when it came later. */
function caseOrder(operation: string): MilestoneKind[] {
  const after = PURCHASED_AFTER[operation];
  if (!after) return [...MILESTONE_KINDS];
  const rest: MilestoneKind[] = MILESTONE_KINDS.filter((kind) => kind !== "compra_credito");
  rest.splice(rest.indexOf(after) + 1, 0, "compra_credito");
  return rest;
}

export const milestoneId = (operation: string, kind: MilestoneKind) => stableId(`demo:milestone:${operation}:${kind}`);

export function buildMilestones(): Prisma.OperationMilestoneCreateManyInput[] {
  return OPERATIONS.flatMap((op) => {
    const steps = CASES[op.name];
    if (!steps || steps.length !== MILESTONE_KINDS.length) throw new Error(`Demo case missing for ${op.name}`);
    const order = caseOrder(op.name);
    return steps.map(([status, date, note, extra], index) => {
      const kind = MILESTONE_KINDS[index]!;
      const position = order.indexOf(kind);
      return {
        id: milestoneId(op.name, kind),
        operationId: operationId(op.name),
        position,
        kind,
        status,
        date: date ? new Date(`${date}T00:00:00.000Z`) : null,
        note: note ?? null,
        auctionUrl: extra?.auctionUrl ?? null,
        auctionRef: extra?.auctionRef ?? null,
        awardType: extra?.awardType ?? null,
      };
    });
  });
}

/**
 * The three default scenarios for every demo operation, per euro invested, sized from the
 * operation's term and expected total return (12 % when it has none): the debtor pays in a third of
 * the term for 45 % of it, a third party wins the auction at 70 % of the term for 70 % of it, the
 * club sells at the end of the term for all of it. The sale is the "previsto" of an operation with an
 * expected return: the seed then writes the operation's expected figures from it, as the scenarios'
 * editor does (server/operations/expected.ts), and its gross is the one that gives that return after
 * the club's 50 % fee (1 + 2 × return + costs).
 */
export function buildScenarios(): Prisma.ReturnScenarioCreateManyInput[] {
  return OPERATIONS.flatMap((op) => scenariosFor(`demo:scenario:${op.name}`, operationId(op.name), op.expectedTerm, op.expectedReturn));
}

/** The three default scenarios of one operation (see buildScenarios); `key` makes their stable ids. */
export function scenariosFor(
  key: string,
  operationId: string,
  expectedTerm: number | null | undefined,
  expectedReturn: string | null | undefined,
): Prisma.ReturnScenarioCreateManyInput[] {
  const term = expectedTerm ?? 24;
  const rate = Number(expectedReturn ?? "12") / 100;
  const [debtor, auction, sale] = defaultScenarios();
  const months = [Math.max(4, Math.round(term / 3)), Math.max(6, Math.round(term * 0.7)), term];
  const share = [0.45, 0.7, 1];
  const costs = [0.01, 0.02, 0.08];
  const gross = share.map((part, position) => 1 + 2 * rate * part + costs[position]!);
  return [debtor!, auction!, sale!].map((scenario, position) => ({
    id: stableId(`${key}:${position}`),
    operationId,
    position,
    name: scenario.name,
    months: months[position]!,
    basis: "per_euro",
    gross: gross[position]!.toFixed(4),
    costs: costs[position]!.toFixed(4),
    explanation: scenario.explanation,
    expected: scenario === sale && expectedReturn != null,
  }));
}
