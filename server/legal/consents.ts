import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { currentLegalVersion } from "./texts";

/** Where a consent was given (the `source` of a consents row). */
export type ConsentSource = "sign-up" | "contact";

/**
 * Records that `email` (and its account, if any) accepted the privacy notice now, with the version
 * in force: RGPD art. 7.1 asks the club to be able to show it. In the transaction of what it came with.
 */
export async function recordPrivacyConsent(
  tx: Prisma.TransactionClient,
  { email, userId = null, source }: { email: string; userId?: string | null; source: ConsentSource },
): Promise<void> {
  const version = await currentLegalVersion(tx, "privacidad");
  await tx.consent.create({ data: { email, userId, purpose: "privacy", granted: true, version, source } });
}
