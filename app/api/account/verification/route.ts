import { route } from "@/server/api/handler";
import { getOwnVerification, submitOwnVerification } from "@/server/kyc/onboarding";

/** "Verificar mi identidad": the signed-in investor's identification, and the questionnaire to answer. */
export const GET = route.withCaller(async ({ actor }) => getOwnVerification(actor));

/**
 * Sends the declaration (lib/validations/kyc.ts, onboardingSchema): the document, the photos (upload
 * ids from `POST /api/files?purpose=identity`), PEP, purpose and source of funds, the risk warning and
 * the answers. It waits for an admin's review.
 */
export const POST = route.withCaller(async ({ actor, body }) => submitOwnVerification(actor, body));
