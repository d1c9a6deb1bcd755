import { route } from "@/server/api/handler";
import { getOperationCase, replaceTimeline } from "@/server/operations/case";

type Params = { id: string };

/** The operation's court-case milestones, in order (admin editor). */
export const GET = route.withCaller<Params>(async ({ actor, params }) => (await getOperationCase(actor, params.id)).milestones);

/** Replaces the whole ordered list: `{ milestones: [...] }`. */
export const PUT = route.withCaller<Params>(async ({ actor, params, body }) => replaceTimeline(actor, params.id, body));
