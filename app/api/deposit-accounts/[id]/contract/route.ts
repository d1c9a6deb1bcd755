import { route } from "@/server/api/handler";
import { contractResponse } from "@/server/deposit/contract-file";

/** A deposit account's signed contract, with the evidence of the signature (PDF; admins). */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params, request }) => contractResponse(actor, params.id, request));
