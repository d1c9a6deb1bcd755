import { route } from "@/server/api/handler";
import { decideAdmissibility } from "@/server/complaints/decisions";

/** An admin admits a filed complaint or does not, with the reasons: `{ admitted, note }`. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => decideAdmissibility(actor, params.id, body));
