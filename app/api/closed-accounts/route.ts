import { route } from "@/server/api/handler";
import { listClosedAccounts } from "@/server/account/blocked";

/** The closed accounts whose blocked data is kept, by pseudonym (admins). */
export const GET = route.withCaller(async ({ actor }) => listClosedAccounts(actor));
