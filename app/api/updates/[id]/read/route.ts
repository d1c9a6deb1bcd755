import { route } from "@/server/api/handler";
import { markUpdateRead } from "@/server/updates/read";

/** The caller opened the update (the first time is kept): `{ readAt }`; 404 when it is not of an operation they hold. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params }) => markUpdateRead(actor, params.id));
