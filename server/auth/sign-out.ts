import "server-only";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { prisma } from "../platform/database/client";
import { isClerkEnabled } from "../platform/auth-config";
import { getActor } from "./session";

/** Ends the current session with whichever provider runs; returns cookies to set. */
export async function signOut(headers: Headers): Promise<string[]> {
  if (isClerkEnabled()) {
    const { auth, clerkClient } = await import("@clerk/nextjs/server");
    const { sessionId } = await auth();
    if (sessionId) {
      const actor = await getActor(headers);
      await (await clerkClient()).sessions.revokeSession(sessionId);
      // The session lives at Clerk: nothing here changes, so the row stands alone.
      if (actor)
        await recordAudit(await prisma(), actor, {
          action: "sign-out",
          entityType: "user",
          entityId: actor.id,
          entityLabel: personLabel(actor),
        });
    }
    return [];
  }
  const { signOutLocal } = await import("./local-accounts");
  return signOutLocal(headers);
}
