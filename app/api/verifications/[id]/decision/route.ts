import { route } from "@/server/api/handler";
import { decideVerification } from "@/server/kyc/review";

/** Decides a pending identification: `{ decision: "verified", riskLevel?, note? }` or `{ decision: "rejected", note }`. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => decideVerification(actor, params.id, body));
