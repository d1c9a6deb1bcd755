import type { ReactNode } from "react";
import type { Actor } from "@/server/core/actor";
import { getActor } from "@/server/auth/session";
import { GuardRedirect } from "./guard-redirect";

/**
 * Renders its children only for a signed-in user (with `role` when given); otherwise the guard's
 * toast and redirect, and nothing protected. Must sit inside a Suspense boundary ("Cargando...").
 */
export async function Protected({ role, children }: { role?: string; children: (actor: Actor) => ReactNode }) {
  const actor = await getActor();
  if (!actor) return <GuardRedirect kind="unauthenticated" />;
  if (role && actor.role !== role) return <GuardRedirect kind="forbidden" role={role} />;
  // An administrator without the second factor reaches nothing of the back-office until it is set up.
  if (actor.secondFactorDue) return <GuardRedirect kind="second-factor" />;
  return children(actor);
}

export function GuardLoading() {
  return (
    <p className="p-10 text-center text-muted-foreground" role="status">
      Cargando...
    </p>
  );
}
