import { describe, expect, it } from "vitest";
import type { Milestone } from "@/lib/timeline";
import { upcomingMilestones, type HeldOperationCase } from "@/server/reports/portfolio";

const milestone = (id: string, status: Milestone["status"], date: string | null): Milestone => ({
  id,
  kind: "subasta_senalada",
  status,
  date,
  note: null,
  auctionUrl: null,
  auctionRef: null,
  awardType: null,
});
const held = (title: string, status: string, milestones: Milestone[]): HeldOperationCase => ({
  operationId: title,
  slug: title.toLowerCase(),
  title,
  status,
  pvp: "100000.00",
  milestones,
  scenarios: [],
});

/** Mi Dashboard's "Próximos hitos" (issue 63, item 5): the steps ahead of the operations still running, soonest first. */
describe("upcomingMilestones", () => {
  it("leaves out the steps done, those with no date, and every step of a finished operation", () => {
    const upcoming = upcomingMilestones(
      [
        held("Gràcia", "en_curso", [
          milestone("g1", "completado", "2026-10-01"),
          milestone("g2", "pendiente", "2027-02-10"),
          milestone("g3", "pendiente", null),
        ]),
        held("Ruzafa", "finalizada", [milestone("r1", "pendiente", "2027-01-15")]),
        held("Nervión", "cerrada", [milestone("n1", "en_curso", "2026-12-20")]),
        held("Triana", "abierta", [milestone("t1", "en_curso", "2027-01-20")]),
      ],
      3,
    );
    expect(upcoming.map((u) => `${u.operationTitle} ${u.milestone.id}`)).toEqual(["Triana t1", "Gràcia g2"]);
  });
});
