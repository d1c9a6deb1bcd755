import { describe, expect, it } from "vitest";
import { MILESTONE_KINDS } from "@/lib/timeline";
import { buildLargeData, LARGE_COUNTS, LARGE_STAGES } from "@/prisma/demo/large";
import { buildLargeCases } from "@/prisma/demo/large-case";
import { demoAnchor } from "@/prisma/demo/util";

const anchor = demoAnchor(new Date("2026-11-24T09:00:00Z"));
const { operations } = buildLargeData(anchor);
const { milestones, scenarios } = buildLargeCases(operations, anchor);
const caseOf = (id: string) => milestones.filter((m) => m.operationId === id).sort((a, b) => a.position - b.position);
const day = (value: Date | string | null | undefined) => new Date(value!).getTime();

describe("the volume data's court cases (npm run db:seed -- --large)", () => {
  it("every operation has the ten steps in order and three return scenarios", () => {
    expect(milestones).toHaveLength(LARGE_COUNTS.operations * MILESTONE_KINDS.length);
    expect(scenarios).toHaveLength(LARGE_COUNTS.operations * 3);
    for (const operation of operations) expect(caseOf(operation.id!).map((m) => m.kind)).toEqual([...MILESTONE_KINDS]);
  });

  it("agrees with the operation: done steps, then the one under way, then the ones ahead", () => {
    for (const operation of operations) {
      const statuses = caseOf(operation.id!).map((m) => m.status);
      if (operation.status === "finalizada" || operation.status === "cerrada") {
        expect(statuses.every((status) => status === "completado")).toBe(true);
        continue;
      }
      const current = statuses.indexOf("en_curso");
      expect(current).toBeGreaterThanOrEqual(0);
      expect(statuses.slice(0, current).every((status) => status === "completado")).toBe(true);
      expect(statuses.slice(current + 1).every((status) => status === "pendiente")).toBe(true);
      if (operation.estadoProcesalJuridico === LARGE_STAGES[3]) expect(MILESTONE_KINDS[current]).toBe("decreto_adjudicacion");
    }
  });

  it("dates done steps in order up to the anchor, and the rest after it", () => {
    for (const operation of operations) {
      const steps = caseOf(operation.id!);
      for (let i = 1; i < steps.length; i++) expect(day(steps[i]!.date)).toBeGreaterThanOrEqual(day(steps[i - 1]!.date));
      for (const step of steps) {
        if (step.status === "completado") expect(day(step.date)).toBeLessThanOrEqual(anchor.getTime());
        else expect(day(step.date)).toBeGreaterThan(anchor.getTime());
      }
    }
  });

  it("names the auction of a step reached, and who was awarded a completed adjudication", () => {
    for (const step of milestones) {
      if (step.kind === "adjudicacion" && step.status === "completado") expect(step.awardType).toMatch(/^(club|tercero|cesion_remate)$/);
      else expect(step.awardType).toBeNull();
      if (step.auctionRef) expect(step.auctionUrl).toContain(step.auctionRef);
    }
  });
});
