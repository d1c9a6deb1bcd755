import { route } from "@/server/api/handler";
import { isAdmin } from "@/server/core/actor";
import { getUpdateWithReaders } from "@/server/updates/admin";
import { getOwnUpdate } from "@/server/updates/read";

/** One update: to an admin with its recipients and when each opened it (`readers`); to an investor of its operation, as they read it; else 404. */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params }) =>
  isAdmin(actor) ? getUpdateWithReaders(actor, params.id) : getOwnUpdate(actor, params.id),
);
