import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { acknowledgmentNeeded, type RiskCheck } from "@/lib/validations/appropriateness";
import { PARTICIPATION_MESSAGES } from "@/lib/validations/investment";
import { AppError, MESSAGES } from "../core/errors";
import { latestTest, warningThreshold } from "../appropriateness/test";

/**
 * Issue 66, item 2 (ECSP art. 21(5)–(7)): a request asks for the risk warning's acknowledgment when
 * its investor has no passed test in force, and each time its amount is above the higher of 1.000 € or
 * 5 % of the net worth they declared (lib/validations/appropriateness.ts). What the request page shows
 * and what the server requires.
 */
export async function riskCheckOf(
  db: Pick<Prisma.TransactionClient, "appropriatenessTest">,
  userId: string,
  today: string,
): Promise<RiskCheck> {
  const result = await latestTest(db, userId, today);
  return { testInForce: result?.inForce ?? false, threshold: warningThreshold(result) };
}

/** 400 on `riskAcknowledged` when the request needs it and it was not given. */
export function assertAcknowledged(check: RiskCheck, amount: string, acknowledged: boolean | undefined) {
  if (acknowledgmentNeeded(check, amount) && acknowledged !== true)
    throw new AppError("invalid", MESSAGES.invalidInput, { fields: { riskAcknowledged: PARTICIPATION_MESSAGES.riskAcknowledged } });
}
