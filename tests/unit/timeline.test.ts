import { describe, expect, it } from "vitest";
import {
  caseOrderProblems,
  currentStepIndex,
  isCaseComplete,
  milestoneTitle,
  nextExpectedMilestone,
  presetMilestones,
  todayInMadrid,
} from "@/lib/timeline";
import { CASE_MESSAGES, milestoneSchema, timelineSchema } from "@/lib/validations/case";

const steps = (...statuses: string[]) => statuses.map((status, i) => ({ status, date: i % 2 ? null : `2027-0${i + 1}-01` }));

describe("the court case's current step", () => {
  it("is the first step the case has not gone past (completed or «No aplica»), else the last completed; none without steps", () => {
    expect(currentStepIndex(steps("completado", "en_curso", "pendiente"))).toBe(1);
    expect(currentStepIndex(steps("completado", "completado", "pendiente", "pendiente"))).toBe(2);
    expect(currentStepIndex(steps("pendiente", "completado", "en_curso"))).toBe(0);
    expect(currentStepIndex(steps("no_aplica", "completado", "en_curso"))).toBe(2);
    expect(currentStepIndex(steps("completado", "completado"))).toBe(1);
    expect(currentStepIndex(steps("completado", "completado", "no_aplica"))).toBe(1);
    expect(isCaseComplete(steps("completado", "completado"))).toBe(true);
    expect(isCaseComplete(steps("completado", "no_aplica"))).toBe(true);
    expect(isCaseComplete(steps("no_aplica", "no_aplica"))).toBe(false);
    expect(isCaseComplete(steps("completado", "pendiente"))).toBe(false);
    expect(currentStepIndex([])).toBeNull();
  });

  it("the next expected milestone is the first one still ahead that has a date («No aplica» is not ahead)", () => {
    expect(nextExpectedMilestone(steps("completado", "pendiente", "pendiente"))).toEqual({ status: "pendiente", date: "2027-03-01" });
    expect(nextExpectedMilestone(steps("completado", "pendiente", "no_aplica", "pendiente", "pendiente"))).toEqual({
      status: "pendiente",
      date: "2027-05-01",
    });
    expect(nextExpectedMilestone(steps("completado"))).toBeNull();
  });

  it("names the award type with the adjudication, and the preset has the ten standard steps, pending", () => {
    expect(milestoneTitle({ kind: "adjudicacion", awardType: "cesion_remate" })).toBe("Adjudicación (cesión de remate)");
    expect(milestoneTitle({ kind: "subasta_celebrada", awardType: null })).toBe("Subasta celebrada");
    expect(presetMilestones().map((m) => m.kind)).toHaveLength(10);
    expect(presetMilestones().every((m) => m.status === "pendiente" && m.date === null)).toBe(true);
  });

  it("today is Madrid's calendar day (23:30 UTC on 31 March is already 1 April there)", () => {
    expect(todayInMadrid(new Date("2027-03-31T23:30:00Z"))).toBe("2027-04-01");
  });
});

describe("milestone validation (shared by the editor and the server)", () => {
  it("an actual date cannot be in the future; an expected one can", () => {
    const future = milestoneSchema.safeParse({ kind: "demanda", status: "completado", date: "2999-01-01" });
    expect(future.success).toBe(false);
    expect(future.error?.issues[0]?.message).toBe(CASE_MESSAGES.futureActualDate);
    expect(milestoneSchema.safeParse({ kind: "demanda", status: "pendiente", date: "2999-01-01" }).success).toBe(true);
    expect(milestoneSchema.safeParse({ kind: "demanda", status: "completado", date: todayInMadrid() }).success).toBe(true);
  });
});

describe("the court case in order (shared by the editor and the server)", () => {
  const step = (kind: string, status: string, date: string | null = null) => ({ kind, status, date });

  it("a step is completed or under way only once every earlier one is completed or «No aplica»", () => {
    expect(
      caseOrderProblems([
        step("compra_credito", "en_curso", "2026-12-15"),
        step("demanda", "completado", "2026-02-10"),
        step("despacho", "en_curso"),
        step("requerimiento", "pendiente"),
      ]),
    ).toEqual([
      { index: 1, field: "status", message: "Antes va «Compra del crédito»: complétalo o márcalo «No aplica»" },
      { index: 2, field: "status", message: "Antes va «Compra del crédito»: complétalo o márcalo «No aplica»" },
    ]);
    expect(
      caseOrderProblems([
        step("compra_credito", "no_aplica"),
        step("demanda", "completado", "2026-02-10"),
        step("despacho", "en_curso"),
        step("requerimiento", "pendiente"),
      ]),
    ).toEqual([]);
  });

  it("a completed date never goes before an earlier completed one (equal is fine)", () => {
    expect(
      caseOrderProblems([
        step("subasta_celebrada", "completado", "2025-07-08"),
        step("adjudicacion", "completado", "2025-07-08"),
        step("decreto_adjudicacion", "completado", "2025-07-01"),
        step("posesion", "completado", "2025-09-01"),
      ]),
    ).toEqual([{ index: 2, field: "date", message: "No puede ser anterior a la de «Adjudicación» (08/07/2025)" }]);
  });

  it("the timeline schema puts each problem on its milestone's field", () => {
    const parsed = timelineSchema.safeParse({
      milestones: [
        { kind: "compra_credito", status: "pendiente" },
        { kind: "demanda", status: "completado", date: "2026-02-10" },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["milestones.1.status", "Antes va «Compra del crédito»: complétalo o márcalo «No aplica»"],
    ]);
  });
});
