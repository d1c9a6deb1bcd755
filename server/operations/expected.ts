import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { expectedOutcome } from "@/lib/returns";
import { basisPointsOf } from "@/lib/money";
import { AppError } from "../core/errors";
import { lockOperation } from "../participations/funding";
import { scenarioSelect, toScenario } from "./scenario";
import { keepFirstPromise } from "./promise";

/**
 * One source for what an operation expects. When one of its return scenarios is marked "previsto",
 * the operation's expectedReturn and expectedTerm (the card, the page, the investor's screens, the
 * API) are that scenario's total return at the minimum ticket and its months, written here in the
 * same transaction as whatever changed them: the scenarios, the price or the minimum ticket. While a
 * scenario is marked, an operation's PUT does not take them (as it does not take "% Financiado") and
 * the form shows them read-only, naming the scenario; with none marked they are typed by hand. The
 * columns stay (the specification's wire field, every reader's one query); for an operation with a
 * "previsto" this module is their only writer.
 */

export const EXPECTED_MESSAGES = {
  outOfRange: "La rentabilidad del escenario previsto debe estar entre −999,99 % y 999,99 %",
} as const;

/** The largest |expectedReturn| its column holds (Decimal(5,2)), in basis points. */
const LARGEST_RETURN = 99_999n;

type Tx = Prisma.TransactionClient;
type Expected = { expectedReturn: string | null; expectedTerm: number | null };

/**
 * Writes the operation's expected figures from its expected scenario (nothing when none is marked),
 * under the operation's lock; a return the column cannot hold is a 400 on `field`. Answers the
 * figures before and after for the audit, or null when nothing changed.
 */
export async function followExpectedScenario(
  tx: Tx,
  operationId: string,
  field: string,
): Promise<{ before: Expected; after: Expected } | null> {
  await lockOperation(tx, operationId);
  const operation = await tx.operation.findUniqueOrThrow({
    where: { id: operationId },
    select: {
      pvp: true,
      ticketMin: true,
      expectedReturn: true,
      expectedTerm: true,
      scenarios: { where: { expected: true }, select: scenarioSelect },
    },
  });
  const [scenario] = operation.scenarios;
  // Typed by hand or followed, the figures as they stand now may be the first the operation has.
  await keepFirstPromise(tx, operationId);
  if (!scenario) return null;
  const after = expectedOutcome(toScenario(scenario), operation.ticketMin.toFixed(2), operation.pvp.toFixed(2));
  const points = basisPointsOf(after.expectedReturn);
  if (points > LARGEST_RETURN || points < -LARGEST_RETURN)
    throw new AppError("invalid", EXPECTED_MESSAGES.outOfRange, { fields: { [field]: EXPECTED_MESSAGES.outOfRange } });
  const before = { expectedReturn: operation.expectedReturn?.toFixed(2) ?? null, expectedTerm: operation.expectedTerm };
  if (before.expectedReturn === after.expectedReturn && before.expectedTerm === after.expectedTerm) return null;
  await tx.operation.update({ where: { id: operationId }, data: after });
  await keepFirstPromise(tx, operationId);
  return { before, after };
}
