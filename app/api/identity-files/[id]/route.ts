import { route } from "@/server/api/handler";
import { identityFileResponse } from "@/server/kyc/review";

/** A photo or PDF of an identification, from the vault: its investor's, or any for an admin (each read audited). */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params, request }) => identityFileResponse(actor, params.id, request));
