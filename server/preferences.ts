import "server-only";
import { preferencesSchema, type Preferences } from "@/lib/validations/preferences";
import { assertSignedIn, type Actor } from "./auth/actor";
import { prisma } from "./db";
import { recordAudit } from "./audit/record";
import { personLabel } from "./audit/snapshots";

const select = { notifyDocuments: true, notifyOperations: true } as const;

/** The signed-in person's own e-mail preferences. */
export async function getPreferences(actor: Actor | null): Promise<Preferences> {
  assertSignedIn(actor);
  const db = await prisma();
  return db.user.findUniqueOrThrow({ where: { id: actor.id }, select });
}

export async function updatePreferences(actor: Actor | null, input: unknown): Promise<Preferences> {
  assertSignedIn(actor);
  const values = preferencesSchema.parse(input);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: actor.id }, select });
    const after = await tx.user.update({ where: { id: actor.id }, data: values, select });
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "user",
      entityId: actor.id,
      entityLabel: personLabel(actor),
      before,
      after,
    });
    return after;
  });
}
