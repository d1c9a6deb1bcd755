import { NextResponse } from "next/server";
import { parseTableQuery } from "@/lib/table-query";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { createTransaction, listTransactions, listTransactionsPage, TRANSACTION_SORTS } from "@/server/transactions";

/**
 * Admins get every row, an investor only their own. With `page` or `pageSize` (admins), one page
 * `{ rows, total, page, pageSize }`, searched (`q`), filtered (`status`, `type`) and sorted
 * (`sort`, `dir`) on the server: the way to read a large history.
 */
export const GET = route(async (request) => {
  const actor = await getActor(request.headers);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  if ("page" in params || "pageSize" in params) {
    const query = parseTableQuery(params, { sortable: TRANSACTION_SORTS, defaultSort: "transactionDate", filters: ["status", "type"] });
    return NextResponse.json(await listTransactionsPage(actor, query));
  }
  return NextResponse.json(await listTransactions(actor));
});

export const POST = route(async (request) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await createTransaction(actor, await readJsonBody(request)), { status: 201 });
});
