import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Rendered } from "./layout";
import { env } from "../platform/env";
import { sealLink } from "../platform/mail/private-link";

/**
 * One e-mail as the club sends it, and what kind it is (the Correo screen's filter). A one-time
 * link goes in `privateLink`, the body naming it by PRIVATE_LINK (server/platform/mail/private-link.ts).
 */
export type OutgoingMessage = Rendered & { kind: string; privateLink?: string; attachment?: MailAttachment };

/** A PDF sent with the message (a liquidation statement, a tax certificate). */
export type MailAttachment = { name: string; content: Uint8Array };

/**
 * Writes `message` for each recipient into the outbox with the caller's transaction client, so the
 * e-mails exist exactly when the change that caused them commits. With no SMTP_URL they are kept
 * ("held") and never sent. One statement carries the body once for every recipient: Prisma's
 * createMany sent it once per row (4.1 against 1.4 ms for five recipients, docs/decisions.md §15).
 */
export async function enqueueEmails(tx: Prisma.TransactionClient, message: OutgoingMessage, recipients: string[]): Promise<void> {
  if (!recipients.length) return;
  const status = env().SMTP_URL ? "pending" : "held";
  const sealed = message.privateLink ? sealLink(message.privateLink) : null;
  const attachment = message.attachment ? Buffer.from(message.attachment.content) : null;
  await tx.$executeRaw`
    INSERT INTO emails (id, kind, "to", subject, html, text, status, private_link, attachment_name, attachment)
    SELECT gen_random_uuid(), ${message.kind}, recipient, ${message.subject}, ${message.html}, ${message.text}, ${status}, ${sealed},
      ${message.attachment?.name ?? null}, ${attachment}
    FROM unnest(${recipients}::text[]) AS recipient`;
}
