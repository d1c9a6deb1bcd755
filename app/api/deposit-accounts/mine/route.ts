import { created, route } from "@/server/api/handler";
import { getOwnDepositAccount } from "@/server/deposit/mine";
import { openDepositAccount } from "@/server/deposit/open";

/** The caller's deposit account: `{ status, balance, accruedInterest, tae, nextCreditDate, nextWindow, … }`; 404 when they have none. */
export const GET = route.withCaller(async ({ actor }) => getOwnDepositAccount(actor));

/** Opens it, signing the contract: `{ contractVersion, acceptContract: true, method?: "email-code" | "second-factor", code }` → 201 and the account. */
export const POST = route.withCaller(async ({ actor, body }) => created(await openDepositAccount(actor, body)));
