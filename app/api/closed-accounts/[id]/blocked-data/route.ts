import { route } from "@/server/api/handler";
import { readBlockedAccount } from "@/server/account/blocked";

/** A closed account's blocked data, for a court or an authority: `{ reason }`, recorded in the audit log (admins). */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => readBlockedAccount(actor, params.id, body));
