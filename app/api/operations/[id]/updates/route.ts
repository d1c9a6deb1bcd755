import { created, route } from "@/server/api/handler";
import { listOperationUpdates } from "@/server/updates/admin";
import { postUpdate } from "@/server/updates/post";

type Params = { id: string };

/** The operation's updates, newest first, each with how many it was for and how many opened it (admins). */
export const GET = route.withCaller<Params>(async ({ actor, params }) => listOperationUpdates(actor, params.id));

/** Publishes an update to the operation's investors: `{ title, body, documentIds?, milestoneKind? }` → 201 and the update. */
export const POST = route.withCaller<Params>(async ({ actor, params, body }) => created(await postUpdate(actor, params.id, body)));
