import { labelledCodes } from "./options";

/**
 * The court case of an operation, step by step: the milestones of a Spanish mortgage enforcement
 * (ejecución hipotecaria), their statuses and the rules that pick the "current step" and the next
 * expected milestone. Pure and shared by the server, the admin editor and the public pages.
 */

export const { codes: MILESTONE_KINDS, labels: MILESTONE_LABELS } = labelledCodes({
  compra_credito: "Compra del crédito",
  demanda: "Demanda de ejecución hipotecaria",
  despacho: "Admisión / despacho de ejecución",
  requerimiento: "Requerimiento de pago",
  subasta_senalada: "Subasta señalada",
  subasta_celebrada: "Subasta celebrada",
  adjudicacion: "Adjudicación",
  decreto_adjudicacion: "Decreto de adjudicación",
  posesion: "Toma de posesión",
  venta: "Venta / liquidación",
});
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

export const { codes: MILESTONE_STATUSES, labels: MILESTONE_STATUS_LABELS } = labelledCodes({
  pendiente: "Pendiente",
  en_curso: "En curso",
  completado: "Completado",
  // A step this case skips (the debtor paid before the auction: no auction, no award).
  no_aplica: "No aplica",
});
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/** Whether the case has gone past a step: completed, or one that does not apply to it. */
export const isPastStep = (status: string) => status === "completado" || status === "no_aplica";

/** Who the property was awarded to (only for the "adjudicacion" milestone). */
export const { codes: AWARD_TYPES, labels: AWARD_LABELS } = labelledCodes({
  club: "Al club",
  tercero: "A un tercero",
  cesion_remate: "Cesión de remate",
});
export type AwardType = (typeof AWARD_TYPES)[number];

/** A milestone as it travels to pages and forms: calendar dates as "yyyy-MM-dd". */
export type Milestone = {
  id: string;
  kind: MilestoneKind;
  status: MilestoneStatus;
  /** Actual date when completed, else the expected one; null when not known yet. */
  date: string | null;
  note: string | null;
  auctionUrl: string | null;
  auctionRef: string | null;
  awardType: AwardType | null;
};

export const milestoneLabel = (kind: string): string => MILESTONE_LABELS[kind as MilestoneKind] ?? kind;

/** The title of a milestone, with the award type when there is one ("Adjudicación (al club)"). */
export function milestoneTitle(milestone: Pick<Milestone, "kind" | "awardType">): string {
  const label = milestoneLabel(milestone.kind);
  return milestone.awardType ? `${label} (${AWARD_LABELS[milestone.awardType].toLowerCase()})` : label;
}

/**
 * The step the case is at: the first milestone it has not gone past (the order rule below keeps any
 * step "en curso" there); when it has gone past every one, the last completed (the case is over).
 * Null without milestones.
 */
export function currentStepIndex(milestones: readonly { status: string }[]): number | null {
  if (milestones.length === 0) return null;
  const ahead = milestones.findIndex((m) => !isPastStep(m.status));
  if (ahead >= 0) return ahead;
  const lastDone = milestones.findLastIndex((m) => m.status === "completado");
  return lastDone >= 0 ? lastDone : milestones.length - 1;
}

export function currentStep<M extends { status: string }>(milestones: readonly M[]): M | null {
  const index = currentStepIndex(milestones);
  return index === null ? null : (milestones[index] ?? null);
}

export const isCaseComplete = (milestones: readonly { status: string }[]) =>
  milestones.some((m) => m.status === "completado") && milestones.every((m) => isPastStep(m.status));

/** The next milestone still ahead that has an expected date (the one to put in a calendar). */
export function nextExpectedMilestone<M extends { status: string; date: string | null }>(milestones: readonly M[]): M | null {
  return milestones.find((m) => !isPastStep(m.status) && m.date !== null) ?? null;
}

type OrderedStep = { kind: string; status: string; date: string | null };
export type CaseOrderProblem = { index: number; field: "status" | "date"; message: string };

/**
 * Where an ordered court case breaks its order: a step completed or under way while an earlier one
 * is still ahead (pending, or itself under way) unless that one is marked "No aplica"; a completed
 * date before an earlier completed one. A credit bought mid-procedure is placed where it happened
 * (after the steps the seller had taken), so the rule holds for it too.
 */
export function caseOrderProblems(milestones: readonly OrderedStep[]): CaseOrderProblem[] {
  const problems: CaseOrderProblem[] = [];
  let ahead: OrderedStep | null = null;
  let lastDone: OrderedStep | null = null;
  milestones.forEach((milestone, index) => {
    if ((milestone.status === "completado" || milestone.status === "en_curso") && ahead) {
      problems.push({
        index,
        field: "status",
        message: `Antes va «${milestoneLabel(ahead.kind)}»: complétalo o márcalo «No aplica»`,
      });
    }
    if (milestone.status === "completado" && milestone.date) {
      if (lastDone?.date && milestone.date < lastDone.date) {
        const [year, month, day] = lastDone.date.split("-");
        problems.push({
          index,
          field: "date",
          message: `No puede ser anterior a la de «${milestoneLabel(lastDone.kind)}» (${day}/${month}/${year})`,
        });
      } else lastDone = milestone;
    }
    if (!isPastStep(milestone.status)) ahead ??= milestone;
  });
  return problems;
}

/** The standard milestones of a new operation, all pending and without dates. */
export function presetMilestones(): Omit<Milestone, "id">[] {
  return MILESTONE_KINDS.map((kind) => ({
    kind,
    status: "pendiente",
    date: null,
    note: null,
    auctionUrl: null,
    auctionRef: null,
    awardType: null,
  }));
}

/** "yyyy-MM-dd" of today in Europe/Madrid (the club's calendar day). */
export function todayInMadrid(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
