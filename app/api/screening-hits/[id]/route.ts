import { route } from "@/server/api/handler";
import { decideScreeningHit } from "@/server/kyc/screening";

/** An admin decides a sanctions-list candidate: `{ status: "cleared" | "confirmed", note }`. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => decideScreeningHit(actor, params.id, body));
