import { createPasswordLink } from "@/server/auth/password-links";
import { assertLocalProvider } from "@/server/auth/local-only";
import { created, route } from "@/server/api/handler";

/** A one-time link for the investor to set their password (admins only; local sign-in only). */
export const POST = route.withCaller<{ id: string }>(
  async ({ actor, params }) => {
    assertLocalProvider();
    return created(await createPasswordLink(actor, params.id));
  },
  { body: "none" },
);
