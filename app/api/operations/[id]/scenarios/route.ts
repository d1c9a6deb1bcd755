import { route } from "@/server/api/handler";
import { getOperationCase, replaceScenarios } from "@/server/operations/case";

type Params = { id: string };

/** The operation's return scenarios, in order (admin editor). */
export const GET = route.withCaller<Params>(async ({ actor, params }) => (await getOperationCase(actor, params.id)).scenarios);

/** Replaces the whole ordered list: `{ scenarios: [...] }`. */
export const PUT = route.withCaller<Params>(async ({ actor, params, body }) => replaceScenarios(actor, params.id, body));
