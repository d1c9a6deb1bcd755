import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { ConsentPurpose } from "@/lib/legal";
import { currentLegalVersion } from "./legal-texts";

/** Where a consent was given or withdrawn (the `source` of a consents row). */
export type ConsentSource = "sign-up" | "contact" | "complaint" | "preferencias" | "email";

/**
 * Records that `email` (and its account, if any) accepted the privacy notice now, with the version
 * in force: RGPD art. 7.1 asks the club to be able to show it. In the transaction of what it came with.
 */
export async function recordPrivacyConsent(
  tx: Prisma.TransactionClient,
  { email, userId = null, source }: { email: string; userId?: string | null; source: ConsentSource },
): Promise<void> {
  const version = await currentLegalVersion(tx, "privacidad");
  await tx.consent.create({ data: { email, userId, purpose: "privacy" satisfies ConsentPurpose, granted: true, version, source } });
}

/**
 * Records that a person gave (`granted`) or withdrew their consent to the commercial e-mails (LSSI-CE
 * arts. 21–22: prior, express, withdrawable at any time), in the transaction of the change.
 */
export async function recordCommercialConsent(
  tx: Prisma.TransactionClient,
  { email, userId, granted, source }: { email: string; userId: string; granted: boolean; source: ConsentSource },
): Promise<void> {
  await tx.consent.create({ data: { email, userId, purpose: "commercial" satisfies ConsentPurpose, granted, source } });
}
