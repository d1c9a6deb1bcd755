import "server-only";
import { headers as requestHeaders } from "next/headers";
import { assertAdmin, assertSignedIn, type Actor } from "./actor";
import { isClerkEnabled } from "./config";

/**
 * The one server-side interface to authentication. Pages and server actions call it without
 * arguments (Next's request headers); route handlers pass their request's headers.
 */
export async function getActor(headers?: Headers): Promise<Actor | null> {
  if (isClerkEnabled()) {
    const { clerkActor } = await import("./clerk-session");
    return clerkActor();
  }
  const { localActor } = await import("./local-session");
  return localActor(headers ?? (await requestHeaders()));
}

/** The signed-in user, or a 401. */
export async function requireUser(headers?: Headers): Promise<Actor> {
  const actor = await getActor(headers);
  assertSignedIn(actor);
  return actor;
}

/** A signed-in admin, or 401 / 403. */
export async function requireAdmin(headers?: Headers): Promise<Actor> {
  const actor = await getActor(headers);
  assertAdmin(actor);
  return actor;
}
