import { created, route } from "@/server/api/handler";
import { confirmInterestRun, listInterestRuns } from "@/server/deposit/interest-run";

/** The deposit accounts' interest runs, the latest period first (admins). */
export const GET = route.withCaller(async ({ actor }) => listInterestRuns(actor));

/** Confirms the run of the period that ends on `{ period: "yyyy-MM-dd" }` → 201 and the run. */
export const POST = route.withCaller(async ({ actor, body }) => created(await confirmInterestRun(actor, body)));
