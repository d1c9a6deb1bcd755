import { boundedList } from "@/server/shared/bounded-list";
import { created, route } from "@/server/api/handler";
import { createInvestor, listInvestors } from "@/server/investors/records";

/** Investors only (docs/specification.md §2): admins are neither listed nor created here. One window of at most `limit` rows (default 100, at most 500) from `offset`, with `X-Total-Count` and a `Link` to the next (server/shared/bounded-list.ts). */
export const GET = route.withCaller(async ({ actor, request, query }) =>
  boundedList(request, query, (window) => listInvestors(actor, window)),
);

export const POST = route.withCaller(async ({ actor, body }) => created(await createInvestor(actor, body)), {
  idempotent: true,
});
