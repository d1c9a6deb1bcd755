import { route } from "@/server/api/handler";
import { cancelWithdrawal } from "@/server/deposit/withdrawals";

/** The investor withdraws their request while it waits for approval. */
export const DELETE = route.withCaller<{ id: string }>(async ({ actor, params }) => cancelWithdrawal(actor, params.id));
