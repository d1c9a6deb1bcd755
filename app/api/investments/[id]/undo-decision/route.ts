import { route } from "@/server/api/handler";
import { undoDecision } from "@/server/participations/undo-decision";

/** An admin undoes a decision on a request within seconds, before its e-mail leaves: `{ updatedAt }` (the decision's answer's) → `{ id, status }`. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => undoDecision(actor, params.id, body));
