import { boundedList } from "@/server/shared/bounded-list";
import { created, route } from "@/server/api/handler";
import { createMovement, listMovements, listMovementsPage, parseMovementQuery } from "@/server/ledger/movements";

/**
 * Admins get every row, an investor only their own: one window of at most `limit` rows (default
 * 100, at most 500) from `offset`, with `X-Total-Count` and a `Link` to the next
 * (server/shared/bounded-list.ts). With `page` or `pageSize` (admins), one page
 * `{ rows, total, page, pageSize }`, searched (`q`), filtered (`status`, `type`) and sorted
 * (`sort`, `dir`) on the server: the way to read a large history.
 */
export const GET = route.withCaller(async ({ actor, request, query }) =>
  query.has("page") || query.has("pageSize")
    ? listMovementsPage(actor, parseMovementQuery(query))
    : boundedList(request, query, (window) => listMovements(actor, window)),
);

export const POST = route.withCaller(async ({ actor, body }) => created(await createMovement(actor, body)), {
  idempotent: true,
});
