import { route } from "@/server/api/handler";
import { unsubscribe } from "@/server/account/preferences";

/**
 * The one-click unsubscribe of the commercial e-mails (`?token=`, from the List-Unsubscribe header
 * or the "Darse de baja" page): `{ unsubscribed: true }`, 400 for a token not made here. The token
 * is the caller's proof, not a cookie: a mail client POSTs it cross-site with the form body
 * `List-Unsubscribe=One-Click` (RFC 8058), so neither the same-origin nor the JSON rule applies.
 */
export const POST = route(async ({ query }) => unsubscribe(query.get("token")), { writes: "token" });
