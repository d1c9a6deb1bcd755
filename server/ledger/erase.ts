import "server-only";
import type { Prisma } from "@/generated/prisma/client";

/**
 * Empties both ledgers — every movement of every participation and of every deposit account,
 * counter-movements before what they cancel — for the demo data's loader alone (prisma/seed.ts),
 * which then writes the demo's history through the door again; its callers refuse production
 * (scripts/db.ts, server/platform/database/prepare.ts). Nothing that serves a person calls it.
 */
export async function eraseLedgers(tx: Prisma.TransactionClient): Promise<void> {
  await tx.depositMovement.deleteMany({ where: { reversesId: { not: null } } });
  await tx.depositMovement.deleteMany();
  await tx.movement.deleteMany({ where: { reversesId: { not: null } } });
  await tx.movement.deleteMany();
}
