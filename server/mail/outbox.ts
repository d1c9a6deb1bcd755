import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { escapeHtml, type Rendered } from "./layout";
import { env } from "../platform/env";
import { sealLink } from "../platform/mail/private-link";

/**
 * One e-mail as the club sends it, and what kind it is (the Correo screen's filter). A one-time
 * link goes in `privateLink`, the body naming it by PRIVATE_LINK (server/platform/mail/private-link.ts).
 */
export type OutgoingMessage = Rendered & {
  kind: string;
  privateLink?: string;
  attachment?: MailAttachment;
  /** Kept in the outbox until `until`, under `key`, so that what caused it may still be undone (it is then deleted). */
  hold?: { key: string; until: Date };
  /** The Message-ID this one answers (a thread). */
  inReplyTo?: string;
};

/** A PDF sent with the message (a liquidation notice, a tax certificate). */
export type MailAttachment = { name: string; content: Uint8Array };

/**
 * Where a commercial e-mail's body links to its reader's own "Darse de baja" page: the outbox puts
 * each recipient's link in its place as it writes the rows, so the body is still sent once.
 */
export const UNSUBSCRIBE_LINK = "[enlace de baja]";

/** A commercial e-mail's recipient (LSSI-CE art. 21): their own unsubscribe page, and the List-Unsubscribe address (RFC 8058). */
export type Unsubscribable = { to: string; unsubscribe: { page: string; oneClick: string } };

/**
 * Writes `message` for each recipient into the outbox with the caller's transaction client, so the
 * e-mails exist exactly when the change that caused them commits. With no SMTP_URL they are kept
 * ("held") and never sent. One statement carries the body once for every recipient: Prisma's
 * createMany sent it once per row (4.1 against 1.4 ms for five recipients, docs/decisions.md §15).
 * An Unsubscribable recipient's row gets their page in place of UNSUBSCRIBE_LINK and `list_unsubscribe`.
 */
export async function enqueueEmails(
  tx: Prisma.TransactionClient,
  message: OutgoingMessage,
  recipients: (string | Unsubscribable)[],
): Promise<string[]> {
  if (!recipients.length) return [];
  const status = env().SMTP_URL ? "pending" : "held";
  const sealed = message.privateLink ? sealLink(message.privateLink) : null;
  const attachment = message.attachment ? Buffer.from(message.attachment.content) : null;
  const to = recipients.map((recipient) => (typeof recipient === "string" ? recipient : recipient.to));
  const own = (part: (links: Unsubscribable["unsubscribe"]) => string) =>
    recipients.map((recipient) => (typeof recipient === "string" ? null : part(recipient.unsubscribe)));
  // replace() with a null link is null: then the body as given.
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO emails (id, kind, "to", subject, html, text, status, private_link, attachment_name, attachment, list_unsubscribe,
      hold_key, next_attempt_at, in_reply_to)
    SELECT gen_random_uuid(), ${message.kind}, m.recipient, ${message.subject},
      coalesce(replace(${message.html}, ${escapeHtml(UNSUBSCRIBE_LINK)}, m.page_html), ${message.html}),
      coalesce(replace(${message.text}, ${UNSUBSCRIBE_LINK}, m.page), ${message.text}),
      ${status}, ${sealed}, ${message.attachment?.name ?? null}, ${attachment}, m.one_click,
      ${message.hold?.key ?? null}, coalesce(${message.hold?.until ?? null}::timestamptz, now()), ${message.inReplyTo ?? null}
    FROM unnest(${to}::text[], ${own((links) => links.page)}::text[], ${own((links) => escapeHtml(links.page))}::text[],
      ${own((links) => links.oneClick)}::text[]) AS m(recipient, page, page_html, one_click)
    RETURNING id::text`;
  return rows.map((row) => row.id);
}
