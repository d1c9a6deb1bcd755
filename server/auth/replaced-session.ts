import "server-only";
import { prisma } from "../platform/database/client";
import { localAuth } from "./local-session";
import { forgetSessions } from "./session-cache";

/**
 * A sign-in in a browser that still holds a session (its cookie came with the request) replaces
 * that session: the old row is deleted, so that the cookie a browser no longer holds cannot be
 * replayed for the rest of its week. The cookie's signature is checked by the library first; a
 * cookie that names no live session ends nothing.
 */
export async function endReplacedSession(requestHeaders: Headers): Promise<void> {
  if (!requestHeaders.get("cookie")?.includes("session_token")) return;
  const auth = await localAuth();
  const old = await auth.api.getSession({ headers: requestHeaders, query: { disableRefresh: true } }).catch(() => null);
  if (!old) return;
  const db = await prisma();
  await db.session.deleteMany({ where: { id: old.session.id } });
  await forgetSessions();
}
