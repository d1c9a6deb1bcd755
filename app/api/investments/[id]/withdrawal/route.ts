import { route } from "@/server/api/handler";
import { withdrawRequest } from "@/server/participations/withdrawal";

/** The investor withdraws their own request while it waits: `{}` → `{ id, status: "cancelled" }`. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params }) => withdrawRequest(actor, params.id));
