import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { recordAudit } from "./record";
import { personLabel } from "./snapshots";

/**
 * Changes the signed-in person's own user row and records it, in one transaction: an "update" of
 * their user, with the fields `select` names before and after.
 */
export async function updateOwnAccount<S extends Prisma.UserSelect>(
  actor: Actor,
  data: Prisma.UserUpdateInput,
  select: S,
  /** What else the change writes in its transaction (a consent row). */
  also?: (
    tx: Prisma.TransactionClient,
    before: Prisma.UserGetPayload<{ select: S }>,
    after: Prisma.UserGetPayload<{ select: S }>,
  ) => Promise<void>,
) {
  const db = await prisma();
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: actor.id }, select });
    const after = await tx.user.update({ where: { id: actor.id }, data, select });
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "user",
      entityId: actor.id,
      entityLabel: personLabel(actor),
      before,
      after,
    });
    await also?.(tx, before, after);
    return after;
  });
}
