import { route } from "@/server/api/handler";
import { confirmIbanChangeByLink } from "@/server/investors/iban-change";
import { clientAddress } from "@/server/platform/request/client-address";

/** The investor confirms the payout IBAN the club typed, from the e-mailed link: `{ token }` → `{ iban }`. */
export const POST = route(async ({ request, body }) => confirmIbanChangeByLink(body, clientAddress(request.headers)));
