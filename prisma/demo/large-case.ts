import type { Prisma } from "../../generated/prisma/client";
import { MILESTONE_KINDS, type AwardType, type MilestoneStatus } from "../../lib/timeline";
import { scenariosFor } from "./case";
import { LARGE_STAGES } from "./large";
import { Random, stableId } from "./random";
import { addDays } from "./util";

/**
 * The court case and return scenarios of every volume operation, so that `bench:scale` reads
 * detail pages as full as the demo's. Each case agrees with its operation: finished and closed
 * ones have every step done; the others stop at the step their "Estado procesal y jurídico" text
 * names (or, without one, at the credit's purchase). Done steps are dated from the acquisition
 * onwards and never after `anchor`; the steps ahead get expected dates. A random stream of its
 * own leaves the rest of the volume data exactly as it was.
 */

/** How many steps are done when the text reads LARGE_STAGES[i]: the next one is under way. */
const DONE_AT_STAGE = [2, 4, 5, 7, 8, 9];
const AWARDS: AwardType[] = ["club", "tercero", "cesion_remate"];

export function buildLargeCases(
  operations: Prisma.OperationCreateManyInput[],
  anchor: Date,
): { milestones: Prisma.OperationMilestoneCreateManyInput[]; scenarios: Prisma.ReturnScenarioCreateManyInput[] } {
  const rng = new Random("large-demo-case");
  const milestones: Prisma.OperationMilestoneCreateManyInput[] = [];
  const scenarios: Prisma.ReturnScenarioCreateManyInput[] = [];
  for (const operation of operations) {
    const id = operation.id!;
    const done = doneSteps(operation);
    // (A recent operation's acquisition may still lie ahead: its done steps are then dated today.)
    const start = new Date(Math.min(new Date(operation.acquisitionDate ?? operation.createdAt ?? anchor).getTime(), anchor.getTime()));
    // Completed steps spread from the start to (at the latest) the anchor; the ones ahead every 1–4 months.
    const span = Math.max(done, 1);
    const available = Math.max(0, (anchor.getTime() - start.getTime()) / 86_400_000);
    let date = start;
    MILESTONE_KINDS.forEach((kind, position) => {
      const status: MilestoneStatus = position < done ? "completado" : position === done ? "en_curso" : "pendiente";
      if (position > 0) date = addDays(date, status === "completado" ? Math.floor(available / span) : rng.int(30, 120));
      if (status !== "completado" && date <= anchor) date = addDays(anchor, rng.int(15, 60));
      const auction = kind === "subasta_senalada" && position <= done;
      const ref = `SUB-JA-${date.getUTCFullYear()}-${rng.int(100_000, 999_999)}`;
      milestones.push({
        id: stableId(`large:milestone:${id}:${kind}`),
        operationId: id,
        position,
        kind,
        status,
        date: new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())),
        note: null,
        auctionRef: auction ? ref : null,
        auctionUrl: auction ? `https://subastas.boe.es/detalleSubasta.php?idSub=${ref}` : null,
        awardType: kind === "adjudicacion" && status === "completado" ? rng.pick(AWARDS) : null,
      });
    });
    scenarios.push(...scenariosFor(`large:scenario:${id}`, id, operation.expectedTerm, operation.expectedReturn?.toString()));
  }
  return { milestones, scenarios };
}

function doneSteps(operation: Prisma.OperationCreateManyInput): number {
  if (operation.status === "finalizada" || operation.status === "cerrada") return MILESTONE_KINDS.length;
  const stage = operation.estadoProcesalJuridico ? LARGE_STAGES.indexOf(operation.estadoProcesalJuridico) : -1;
  if (stage >= 0) return DONE_AT_STAGE[stage]!;
  return operation.status === "abierta" ? 0 : 1;
}
