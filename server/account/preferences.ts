import "server-only";
import { preferencesSchema, type Preferences } from "@/lib/validations/preferences";
import type { UpdateDelivery } from "@/lib/update-deliveries";
import { assertSignedIn, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { updateOwnAccount } from "../audit/own-account";
import { recordCommercialConsent } from "../club/consents";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { AppError } from "../core/errors";
import { userOfUnsubscribeToken } from "../mail/unsubscribe";
import { ownUserRow, PREFERENCES_SELECT } from "./own-user";

/** The signed-in person's own e-mail preferences. */
export async function getPreferences(actor: Actor | null): Promise<Preferences> {
  assertSignedIn(actor);
  return toPreferences(await ownUserRow(actor.id));
}

/** Saves the preferences; a change of the commercial e-mails' consent is recorded in `consents` with it. */
export async function updatePreferences(actor: Actor | null, input: unknown): Promise<Preferences> {
  assertSignedIn(actor);
  const saved = await updateOwnAccount(actor, preferencesSchema.parse(input), PREFERENCES_SELECT, async (tx, before, after) => {
    if (before.notifyNewOperations === after.notifyNewOperations || !actor.email) return;
    await recordCommercialConsent(tx, { email: actor.email, userId: actor.id, granted: after.notifyNewOperations, source: "preferencias" });
  });
  return toPreferences(saved);
}

/** The preferences only (a row read for more than them gives these four). */
const toPreferences = (row: Omit<Preferences, "notifyUpdates"> & { notifyUpdates: string }): Preferences => ({
  notifyDocuments: row.notifyDocuments,
  notifyOperations: row.notifyOperations,
  notifyNewOperations: row.notifyNewOperations,
  notifyUpdates: row.notifyUpdates as UpdateDelivery,
});

export const UNSUBSCRIBE_MESSAGES = {
  invalid: "El enlace de baja no es válido. Puedes darte de baja desde Preferencias, en tu área.",
  done: "Ya no recibirás correos comerciales del club.",
} as const;

/**
 * The unsubscribe link of a commercial e-mail, signed out (server/mail/unsubscribe.ts): turns the
 * commercial e-mails off and records the withdrawal, audited as the person's own change. Once off,
 * another click changes and records nothing. A token not made here is a 400 that changes nothing.
 */
export async function unsubscribe(token: string | null): Promise<{ unsubscribed: true }> {
  const userId = userOfUnsubscribeToken(token);
  const db = await prisma();
  const person =
    userId &&
    (await db.user.findFirst({
      where: { id: userId, closedAt: null },
      select: { id: true, email: true, firstName: true, lastName: true, role: true },
    }));
  if (!person) throw new AppError("invalid", UNSUBSCRIBE_MESSAGES.invalid, { fields: { token: UNSUBSCRIBE_MESSAGES.invalid } });
  await db.$transaction(async (tx) => {
    // Conditional, so two clicks at once withdraw (and record) once.
    const { count } = await tx.user.updateMany({
      where: { id: person.id, notifyNewOperations: true },
      data: { notifyNewOperations: false },
    });
    if (!count) return;
    await recordAudit(tx, person, {
      action: "update",
      entityType: "user",
      entityId: person.id,
      entityLabel: personLabel(person),
      before: { notifyNewOperations: true },
      after: { notifyNewOperations: false },
    });
    if (person.email) await recordCommercialConsent(tx, { email: person.email, userId: person.id, granted: false, source: "email" });
  });
  return { unsubscribed: true };
}
