import { route } from "@/server/api/handler";
import { listBankEntries } from "@/server/bank/entries";

/** The entries read from the bank's statements (admins): `?status=review` (the default), matched, assigned, ignored, outgoing or `all`. */
export const GET = route.withCaller(async ({ actor, query }) => {
  const status = query.get("status") ?? "review";
  return listBankEntries(actor, status === "all" ? null : [status]);
});
