import { route } from "@/server/api/handler";
import { recordVerification } from "@/server/kyc/review";

/**
 * An investor identified outside the platform, recorded by an admin: `{ decision: "verified",
 * documentType, documentNumber, documentExpiry?, birthDate?, nationality?, riskLevel?, note? }`, or
 * `{ decision: "rejected", note }`. Answers `{ verification: { status, riskLevel, expiresAt }, awaitingSecondAdmin }`.
 */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => recordVerification(actor, params.id, body));
