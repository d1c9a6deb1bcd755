import { route } from "@/server/api/handler";
import { reverseInterestRun } from "@/server/deposit/interest-run";

/** Reverses a confirmed run: `{ reason }` → the run, reversed (its movements cancelled by opposite ones). */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => reverseInterestRun(actor, params.id, body));
