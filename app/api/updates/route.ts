import { route } from "@/server/api/handler";
import { listOwnUpdates } from "@/server/updates/read";

/** Novedades: the updates of the caller's operations, newest first, each with `readAt` (null while unread). */
export const GET = route.withCaller(async ({ actor }) => listOwnUpdates(actor));
