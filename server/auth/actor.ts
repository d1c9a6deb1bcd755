import "server-only";
import { HttpError } from "../http/errors";

/** Who is making a request, as every check in server/ sees it. The role comes from our database. */
export type Actor = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: string;
};

export const ROLES = { admin: "admin", investor: "investor" } as const;

export const AUTH_MESSAGES = {
  unauthenticated: "No autorizado",
  forbidden: "Acceso denegado",
} as const;

export function isAdmin(actor: Actor | null): boolean {
  return actor?.role === ROLES.admin;
}

/** 401 when nobody is signed in. */
export function assertSignedIn(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
}

/** 401 when nobody is signed in, 403 for anyone but an admin. */
export function assertAdmin(actor: Actor | null): asserts actor is Actor {
  assertSignedIn(actor);
  if (actor.role !== ROLES.admin) throw new HttpError(403, AUTH_MESSAGES.forbidden);
}
