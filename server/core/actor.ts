import "server-only";
import { AppError } from "./errors";

/** Who is making a request, as every check in server/ sees it. The role comes from our database. */
export type Actor = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: string;
  /**
   * Set by the session layer (local-session.ts) for an administrator who has not set up the second
   * factor yet: until then the account has no administrator rights (isAdmin false, assertAdmin 403),
   * and its pages send it to /handler/two-factor. Absent for everyone else.
   */
  secondFactorDue?: boolean;
};

export const ROLES = { admin: "admin", investor: "investor" } as const;

export const AUTH_MESSAGES = {
  unauthenticated: "No autorizado",
  forbidden: "Acceso denegado",
  secondFactorDue: "Configura la verificación en dos pasos antes de usar la administración: entra en /handler/two-factor con tu cuenta.",
} as const;

/** An administrator with the second factor set up (the only kind that has administrator rights). */
export function isAdmin(actor: Actor | null): boolean {
  return actor?.role === ROLES.admin && !actor.secondFactorDue;
}

/** 401 when nobody is signed in. */
export function assertSignedIn(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new AppError("unauthenticated", AUTH_MESSAGES.unauthenticated);
}

/** 401 when nobody is signed in, 403 for anyone but an admin (and for an admin without the second factor). */
export function assertAdmin(actor: Actor | null): asserts actor is Actor {
  assertSignedIn(actor);
  if (actor.role !== ROLES.admin) throw new AppError("forbidden", AUTH_MESSAGES.forbidden);
  if (actor.secondFactorDue) throw new AppError("forbidden", AUTH_MESSAGES.secondFactorDue);
}
