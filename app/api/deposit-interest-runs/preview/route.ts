import { route } from "@/server/api/handler";
import { previewInterestRun } from "@/server/deposit/interest-run";

/** What the run of the period ending on `{ period }` would credit, account by account; writes nothing. */
export const POST = route.withCaller(async ({ actor, body }) => previewInterestRun(actor, body));
