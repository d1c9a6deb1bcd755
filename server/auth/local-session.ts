import "server-only";
import { getDatabase } from "../platform/database/instance";
import { createLocalAuth, type LocalAuth } from "./local-provider";
import { cachedActor, rememberActor } from "./session-cache";
import { ROLES, type Actor } from "../core/actor";

const holder = globalThis as typeof globalThis & { __clubLocalAuth?: Promise<LocalAuth> };

/** The local provider, built once per process on top of the process's database. */
export function localAuth(): Promise<LocalAuth> {
  holder.__clubLocalAuth ??= getDatabase().then((db) => createLocalAuth(db.prisma));
  return holder.__clubLocalAuth;
}

/** The provider's session cookie (`better-auth.session_token`, `__Secure-` prefixed over https). */
function sessionCookie(headers: Headers): string | undefined {
  for (const pair of (headers.get("cookie") ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim().endsWith("better-auth.session_token"))
      return pair.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

export async function localActor(headers: Headers): Promise<Actor | null> {
  const cookie = sessionCookie(headers);
  if (!cookie) return null;
  const cached = cachedActor(cookie);
  if (cached) return cached;
  const auth = await localAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { lastName?: string | null; role?: string | null; twoFactorEnabled?: boolean | null };
  const role = user.role ?? ROLES.investor;
  const actor: Actor = {
    id: user.id,
    email: user.email ?? null,
    firstName: user.name || null,
    lastName: user.lastName ?? null,
    role,
    // Every administrator signs in with a second factor: one without it must set it up first.
    ...(role === ROLES.admin && !user.twoFactorEnabled ? { secondFactorDue: true } : {}),
  };
  rememberActor(cookie, actor, new Date(session.session.expiresAt));
  return actor;
}
