import type { ReactNode } from "react";
import type { Actor } from "@/server/core/actor";
import { pageActor } from "@/server/auth/session";

/**
 * A back-office page: what `render` makes for the signed-in admin, and nothing for anyone else
 * (the admin layout has already sent them away, see pageActor). The data functions `render`
 * calls check the caller again.
 */
export function adminPage<P extends object>(render: (actor: Actor, props: P) => Promise<ReactNode>) {
  return async function AdminPage(props: P) {
    const actor = await pageActor("admin");
    return actor ? render(actor, props) : null;
  };
}
