import { route } from "@/server/api/handler";
import { getOwnAppropriateness, takeAppropriatenessTest } from "@/server/appropriateness/test";

/** "Test de conveniencia": the questions `{ id, text, options: [{ id, text }] }` and the caller's latest `result` (null before the first). */
export const GET = route.withCaller(async ({ actor }) => getOwnAppropriateness(actor));

/** `{ answers: { [questionId]: optionId }, yearlyIncome, liquidAssets, yearlyCommitments }` → `{ passed, netWorth, lossCapacity, validUntil, takenAt }`. */
export const POST = route.withCaller(async ({ actor, body }) => takeAppropriatenessTest(actor, body));
