import "server-only";
import { cache } from "react";
import { headers as requestHeaders } from "next/headers";
import { connection } from "next/server";
import { assertSignedIn, isAdmin, type Actor } from "../core/actor";
import { isClerkEnabled } from "../platform/auth-config";
import { noteRequestUser } from "../platform/request/request-context";

/**
 * The one server-side interface to authentication. Pages and server actions call it without
 * arguments (Next's request headers); route handlers pass their request's headers. Memoised for
 * the request being rendered (React's `cache`): a layout and its page resolve the session once.
 */
export const getActor = cache(resolveActor);

async function resolveActor(headers?: Headers): Promise<Actor | null> {
  // A page of the signed-in areas is its user's own: it renders at request time, where reading the
  // database (whose embedded engine reads the clock) is not "synchronous IO" of a prerender stage.
  if (!headers) await connection();
  if (isClerkEnabled()) {
    const { clerkActor } = await import("./clerk-session");
    return noted(await clerkActor(headers));
  }
  const { localActor } = await import("./local-session");
  return noted(await localActor(headers ?? (await requestHeaders())));
}

/** The request's log line names its signed-in user. */
function noted(actor: Actor | null): Actor | null {
  if (actor) noteRequestUser(actor.id);
  return actor;
}

/** The signed-in user, or a 401. */
export async function requireUser(headers?: Headers): Promise<Actor> {
  const actor = await getActor(headers);
  assertSignedIn(actor);
  return actor;
}

/**
 * The actor of a page in a signed-in area (`role` "admin" for the back-office), or null. The area's
 * layout (components/auth/protected.tsx) already answers anyone who may not be there with the
 * guard's toast and redirect, while Next renders the page alongside it: the page then renders
 * nothing instead of throwing a 401/403 that the server would log as a failure with its stack.
 * An admin without the second factor gets null too (Protected sends it to set one up). The data
 * functions the page calls still check the actor themselves.
 */
export async function pageActor(role?: "admin"): Promise<Actor | null> {
  const actor = await getActor();
  if (!actor || (role && !isAdmin(actor))) return null;
  return actor;
}
