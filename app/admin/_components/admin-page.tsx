import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import type { Actor } from "@/server/core/actor";
import { AppError } from "@/server/core/errors";
import { pageActor } from "@/server/auth/session";

/**
 * A back-office page: what `render` makes for the signed-in admin, and nothing for anyone else
 * (the admin layout has already sent them away, see pageActor). The data functions `render`
 * calls check the caller again; their "not found" is the page's 404.
 */
export function adminPage<P extends object>(render: (actor: Actor, props: P) => Promise<ReactNode>) {
  return async function AdminPage(props: P) {
    const actor = await pageActor("admin");
    if (!actor) return null;
    try {
      return await render(actor, props);
    } catch (error) {
      // A page of one row (an operation's, an investor's) for an id that is not there: Next's 404.
      if (error instanceof AppError && error.code === "not-found") notFound();
      throw error;
    }
  };
}
