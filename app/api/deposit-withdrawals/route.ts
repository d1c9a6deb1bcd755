import { route } from "@/server/api/handler";
import { listWithdrawalQueue } from "@/server/deposit/withdrawals";

/** The deposit accounts' withdrawal queue (waiting or approved), by window (admins). */
export const GET = route.withCaller(async ({ actor }) => listWithdrawalQueue(actor));
