import "server-only";
import { isClerkEnabled } from "./config";

/** Ends the current session with whichever provider runs; returns cookies to set. */
export async function signOut(headers: Headers): Promise<string[]> {
  if (isClerkEnabled()) {
    const { auth, clerkClient } = await import("@clerk/nextjs/server");
    const { sessionId } = await auth();
    if (sessionId) await (await clerkClient()).sessions.revokeSession(sessionId);
    return [];
  }
  const { signOutLocal } = await import("./local-accounts");
  return signOutLocal(headers);
}
