import { route } from "@/server/api/handler";
import { getCoHolders, setCoHolders } from "@/server/participations/co-holders";

/** The participation's holders: `{ investmentId, allowed, holder: { userId, name, email, share }, coHolders: [...] }`. */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params }) => getCoHolders(actor, params.id));

/** An admin sets its co-holders: `{ coHolders: [{ userId, share }] }` (shares as decimal strings, the investor keeps the rest). */
export const PUT = route.withCaller<{ id: string }>(async ({ actor, params, body }) => setCoHolders(actor, params.id, body));
