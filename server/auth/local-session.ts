import "server-only";
import { getDatabase } from "../database/instance";
import { createLocalAuth, type LocalAuth } from "./local-provider";
import type { Actor } from "./actor";

const holder = globalThis as typeof globalThis & { __clubLocalAuth?: Promise<LocalAuth> };

/** The local provider, built once per process on top of the process's database. */
export function localAuth(): Promise<LocalAuth> {
  holder.__clubLocalAuth ??= getDatabase().then((db) => createLocalAuth(db.prisma));
  return holder.__clubLocalAuth;
}

export async function localActor(headers: Headers): Promise<Actor | null> {
  const auth = await localAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { lastName?: string | null; role?: string | null };
  return {
    id: user.id,
    email: user.email ?? null,
    firstName: user.name || null,
    lastName: user.lastName ?? null,
    role: user.role ?? "investor",
  };
}
