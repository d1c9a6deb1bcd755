import { route } from "@/server/api/handler";
import { listDepositAccounts } from "@/server/deposit/admin";

/** Every deposit account, with `{ status, balance, accruedInterest, tae, nextCreditDate, nextWindow }` and its investor (admins). */
export const GET = route.withCaller(async ({ actor }) => listDepositAccounts(actor));
