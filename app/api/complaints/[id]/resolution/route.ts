import { route } from "@/server/api/handler";
import { resolveComplaint } from "@/server/complaints/decisions";

/** An admin resolves an admitted complaint: `{ outcome, resolution }`. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => resolveComplaint(actor, params.id, body));
