import "server-only";
import { auth, clerkClient, currentUser } from "@clerk/nextjs/server";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { ROLES, type Actor } from "../core/actor";

const actorSelect = { id: true, email: true, firstName: true, lastName: true, role: true } as const;

/**
 * Clerk signs people in; our `users` table stays the source of roles. The row is found by the
 * Clerk user id, else linked by e-mail (an investor the club created before), else created on
 * first sign-in with role investor.
 */
export async function clerkActor(headers?: Headers): Promise<Actor | null> {
  const userId = await clerkUserId(headers);
  if (!userId) return null;
  const db = await prisma();
  const linked = await db.user.findUnique({ where: { clerkUserId: userId }, select: actorSelect });
  if (linked) return linked;

  const profile = await currentUser();
  if (!profile) return null;
  const email = profile.primaryEmailAddress?.emailAddress?.toLowerCase() ?? null;
  const names = { firstName: profile.firstName ?? null, lastName: profile.lastName ?? null };

  const existing = email ? await db.user.findUnique({ where: { email }, select: { id: true, clerkUserId: true } }) : null;
  // A first sign-in with Clerk links or creates the person's row, with its audit row.
  return db.$transaction(async (tx) => {
    const actor =
      existing && !existing.clerkUserId
        ? await tx.user.update({ where: { id: existing.id }, data: { clerkUserId: userId }, select: actorSelect })
        : await tx.user.upsert({
            where: { clerkUserId: userId },
            update: {},
            create: { clerkUserId: userId, email: existing ? null : email, ...names, role: ROLES.investor, emailVerified: true },
            select: actorSelect,
          });
    await recordAudit(tx, actor, {
      action: "sign-up",
      entityType: "user",
      entityId: actor.id,
      entityLabel: personLabel(actor),
      after: { email: actor.email, role: actor.role },
    });
    return actor;
  });
}

/**
 * The signed-in Clerk user: from Clerk's middleware, or, on the routes kept out of proxy.ts (uploads),
 * by verifying the request's session token directly.
 */
async function clerkUserId(headers?: Headers): Promise<string | null> {
  try {
    return (await auth()).userId;
  } catch (error) {
    if (!headers) throw error;
    const client = await clerkClient();
    const state = await client.authenticateRequest(new Request(new URL("/api/files", "http://localhost"), { headers }));
    return state.isAuthenticated ? state.toAuth().userId : null;
  }
}
