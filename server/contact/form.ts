import "server-only";
import { contactMessageSchema } from "@/lib/validations/contact";
import { prisma } from "../platform/database/client";
import { AppError, MESSAGES } from "../core/errors";
import { consumeRateLimit } from "../platform/database/rate-limit";
import { contactReceived } from "../mail/templates";
import { adminAddresses } from "../mail/notifications";
import { enqueueEmails } from "../mail/outbox";
import { recordAudit } from "../audit/record";
import { messageLabel } from "./inbox";
import { recordPrivacyConsent } from "../club/consents";

/** 5 messages per client in 10 minutes (docs/product.md#the-server-enforces-the-specification-leaves-it-not-shown). */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

export type ContactResult = { id: string | null };

/**
 * Stores a message from the public contact form. The rate limit counts every attempt from the
 * client; a filled honeypot is answered like a success but nothing is stored.
 */
export async function submitContactMessage(input: unknown, clientKey: string): Promise<ContactResult> {
  const limit = await consumeRateLimit(`contact:${clientKey}`, CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowMs);
  if (!limit.allowed) {
    throw new AppError("rate-limited", MESSAGES.tooManyRequests, { retryAfterSeconds: limit.retryAfterSeconds });
  }

  const { website, acceptPrivacy: _accepted, ...message } = contactMessageSchema.parse(input);
  if (website) return { id: null };

  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    const stored = await tx.contactMessage.create({
      data: { name: message.name, email: message.email, phone: message.phone ?? null, message: message.message },
      select: { id: true, name: true, email: true, phone: true, message: true },
    });
    await recordPrivacyConsent(tx, { email: stored.email, source: "contact" });
    // Every admin hears of it at once, in the same transaction as the message.
    await enqueueEmails(tx, { kind: "contact", ...contactReceived(stored) }, await adminAddresses(tx));
    // Sent by a visitor: no actor; the message's own text stays in the inbox, not in the log.
    await recordAudit(tx, null, { action: "create", entityType: "message", entityId: stored.id, entityLabel: messageLabel(stored) });
    return stored;
  });
  return { id: row.id };
}
