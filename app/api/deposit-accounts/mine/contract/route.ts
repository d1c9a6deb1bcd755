import { route } from "@/server/api/handler";
import { ownContractResponse } from "@/server/deposit/contract-file";

/** The caller's signed deposit contract, with the evidence of the signature (PDF). */
export const GET = route.withCaller(async ({ actor, request }) => ownContractResponse(actor, request));
