import { route } from "@/server/api/handler";
import { cancelWithdrawalByAdmin } from "@/server/deposit/withdrawals";

/** An admin cancels a withdrawal not yet sent to the bank: `{ reason }` (audited; the investor is e-mailed). */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => cancelWithdrawalByAdmin(actor, params.id, body));
