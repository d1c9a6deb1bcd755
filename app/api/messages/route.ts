import { boundedList } from "@/server/shared/bounded-list";
import { route } from "@/server/api/handler";
import { listMessages } from "@/server/contact/inbox";

/** The contact messages, newest first (admins). One window of at most `limit` rows (default 100, at most 500) from `offset`, with `X-Total-Count` and a `Link` to the next (server/shared/bounded-list.ts). */
export const GET = route.withCaller(async ({ actor, request, query }) =>
  boundedList(request, query, (window) => listMessages(actor, window)),
);
