import { boundedList } from "@/server/shared/bounded-list";
import { created, route } from "@/server/api/handler";
import { createParticipation, listParticipations } from "@/server/participations/records";

/** Admins get every row; an investor only the rows that are theirs to see; `?operationId=` one operation's. One window of at most `limit` rows (default 100, at most 500) from `offset`, with `X-Total-Count` and a `Link` to the next (server/shared/bounded-list.ts). */
export const GET = route.withCaller(async ({ actor, request, query }) =>
  boundedList(request, query, (window) => listParticipations(actor, window, { operationId: query.get("operationId") })),
);

export const POST = route.withCaller(async ({ actor, body }) => created(await createParticipation(actor, body)), {
  idempotent: true,
});
