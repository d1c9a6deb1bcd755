import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Rendered } from "./layout";
import { skipAuditAndOutbox } from "../bench-skip";
import { env } from "../env";

export type OutgoingEmail = Rendered & { kind: string; to: string };

/**
 * Writes e-mails into the outbox with the caller's transaction client, so they exist exactly when
 * the change that caused them commits. With no SMTP_URL they are kept ("held") and never sent.
 */
export async function enqueueEmails(tx: Prisma.TransactionClient, emails: OutgoingEmail[]): Promise<void> {
  if (!emails.length || skipAuditAndOutbox()) return;
  const status = env().SMTP_URL ? "pending" : "held";
  await tx.email.createMany({ data: emails.map((email) => ({ ...email, status })) });
}
