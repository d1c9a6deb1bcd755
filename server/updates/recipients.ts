import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { grantingParticipation, heldBy } from "../core/access";
import { ROLES } from "../core/actor";

type Tx = Prisma.TransactionClient;

/**
 * Who an operation's updates are for: the investors whose participation grants access to it
 * (server/core/access.ts), accounts open. The same rule lets a person read an update (`readableBy`),
 * so one who joins the operation later reads its earlier updates too.
 */
export async function updateAudience(tx: Tx, operationId: string) {
  return tx.user.findMany({
    where: { role: ROLES.investor, closedAt: null, investments: { some: { operationId, ...grantingParticipation() } } },
    select: { id: true, email: true, notifyUpdates: true },
    orderBy: { id: "asc" },
  });
}

/** The updates `userId` may read: those of the operations they hold, whatever their role (the investor area shows one's own). */
export const readableBy = (userId: string): Prisma.OperationUpdateWhereInput => ({ operation: heldBy(userId) });

/** How a recipient is told, from their preference when it is posted. */
export function deliveryOf(preference: string, hasEmail: boolean): "email" | "weekly" | "never" {
  if (!hasEmail || preference === "never") return "never";
  return preference === "weekly" ? "weekly" : "email";
}
