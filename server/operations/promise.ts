import "server-only";
import type { Prisma } from "@/generated/prisma/client";

/**
 * What an operation promised when it was published (issue 66, item 6): its expected return and term
 * as they were at its creation, or the first ones it was given after (an operation published before
 * its scenarios were). Kept once and never changed: "Resultados" sets them against what it paid.
 * Called after every write of the expected figures (creation, edit, scenarios).
 */
export async function keepFirstPromise(tx: Prisma.TransactionClient, operationId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE operations
       SET promised_return = COALESCE(promised_return, expected_return),
           promised_term = COALESCE(promised_term, expected_term)
     WHERE id = ${operationId}::uuid AND (promised_return IS NULL OR promised_term IS NULL)`;
}
