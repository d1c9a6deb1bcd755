import { route } from "@/server/api/handler";
import { undoDecision } from "@/server/participations/undo-decision";

/** An admin undoes a decision on a request within seconds, before its e-mail leaves: `{}` → `{ id, status }`. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params }) => undoDecision(actor, params.id));
