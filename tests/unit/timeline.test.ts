import { describe, expect, it } from "vitest";
import { currentStepIndex, isCaseComplete, milestoneTitle, nextExpectedMilestone, presetMilestones, todayInMadrid } from "@/lib/timeline";
import { CASE_MESSAGES, milestoneSchema } from "@/lib/validations/case";

const steps = (...statuses: string[]) => statuses.map((status, i) => ({ status, date: i % 2 ? null : `2027-0${i + 1}-01` }));

describe("the court case's current step", () => {
  it("is the step in progress, else the first one not completed, else the last one; none without steps", () => {
    expect(currentStepIndex(steps("completado", "en_curso", "pendiente"))).toBe(1);
    expect(currentStepIndex(steps("completado", "completado", "pendiente", "pendiente"))).toBe(2);
    expect(currentStepIndex(steps("pendiente", "completado", "en_curso"))).toBe(2);
    expect(currentStepIndex(steps("completado", "completado"))).toBe(1);
    expect(isCaseComplete(steps("completado", "completado"))).toBe(true);
    expect(currentStepIndex([])).toBeNull();
  });

  it("the next expected milestone is the first one not completed that has a date", () => {
    expect(nextExpectedMilestone(steps("completado", "pendiente", "pendiente"))).toEqual({ status: "pendiente", date: "2027-03-01" });
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
