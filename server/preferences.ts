import "server-only";
import { preferencesSchema, type Preferences } from "@/lib/validations/preferences";
import { assertSignedIn, type Actor } from "./core/actor";
import { prisma } from "./platform/database/client";
import { updateOwnAccount } from "./audit/own-account";

const select = { notifyDocuments: true, notifyOperations: true } as const;

/** The signed-in person's own e-mail preferences. */
export async function getPreferences(actor: Actor | null): Promise<Preferences> {
  assertSignedIn(actor);
  const db = await prisma();
  return db.user.findUniqueOrThrow({ where: { id: actor.id }, select });
}

export async function updatePreferences(actor: Actor | null, input: unknown): Promise<Preferences> {
  assertSignedIn(actor);
  return updateOwnAccount(actor, preferencesSchema.parse(input), select);
}
