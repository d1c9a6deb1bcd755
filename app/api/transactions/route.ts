import { created, route } from "@/server/api/handler";
import { createTransaction, listTransactions, listTransactionsPage, parseTransactionQuery } from "@/server/transactions/records";

/**
 * Admins get every row, an investor only their own. With `page` or `pageSize` (admins), one page
 * `{ rows, total, page, pageSize }`, searched (`q`), filtered (`status`, `type`) and sorted
 * (`sort`, `dir`) on the server: the way to read a large history.
 */
export const GET = route.withCaller(async ({ actor, query }) =>
  query.has("page") || query.has("pageSize") ? listTransactionsPage(actor, parseTransactionQuery(query)) : listTransactions(actor),
);

export const POST = route.withCaller(async ({ actor, body }) => created(await createTransaction(actor, body)), {
  idempotent: true,
});
