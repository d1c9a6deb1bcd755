// Not `server-only`: server.ts runs the worker outside Next's bundles.
import { randomUUID } from "node:crypto";
import type { Transporter } from "nodemailer";
import { getDatabase } from "../database/instance";
import { env } from "../env";
import { revealLink } from "./private-link";
import { mailTransport } from "./transport";

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final ("Fallido"). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * How long a claim lasts unless renewed. The pass sending a message renews it every third of this,
 * however slow the SMTP server is; only a pass that stopped (a crash) lets it run out, and then
 * another pass sends the message again, with the same Message-ID.
 */
export const CLAIM_MS = 2 * 60_000;
const BATCH = 10;

export type MailWorkerOptions = { claimMs?: number };

type Claimed = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  private_link: string | null;
  attachment_name: string | null;
  attachment: Uint8Array | null;
  list_unsubscribe: string | null;
  in_reply_to: string | null;
  attempts: number;
};

/**
 * Claims the next e-mail due for `holder`, in one short statement: `FOR UPDATE SKIP LOCKED` lets
 * several workers (several instances) run at once without two of them taking the same row.
 */
async function claimNext(holder: string, claimMs: number): Promise<Claimed | null> {
  const db = (await getDatabase()).prisma;
  const [claimed] = await db.$queryRaw<Claimed[]>`
    UPDATE emails SET status = 'sending', attempts = attempts + 1, claimed_by = ${holder}::uuid,
      locked_until = now() + ${claimMs}::int * interval '1 millisecond'
    WHERE id = (
      SELECT id FROM emails
      WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now())
      ORDER BY created_at
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING id::text, "to", subject, html, text, private_link, attachment_name, attachment, list_unsubscribe, in_reply_to, attempts`;
  return claimed ?? null;
}

/** Keeps the claim while the message is being sent: renewed every third of its length. */
function holdClaim(email: Claimed, holder: string, claimMs: number): () => void {
  const timer = setInterval(() => {
    void getDatabase()
      .then(({ prisma }) =>
        prisma.email.updateMany({
          where: { id: email.id, claimedBy: holder, status: "sending" },
          data: { lockedUntil: new Date(Date.now() + claimMs) },
        }),
      )
      .catch(() => {}); // the next renewal, or the outcome, tries again
  }, claimMs / 3);
  timer.unref();
  return () => clearInterval(timer);
}

/** Records the outcome, only if `holder` still holds the claim (else the pass that took it over records its own). */
async function record(email: Claimed, holder: string, error: unknown): Promise<void> {
  const db = (await getDatabase()).prisma;
  const mine = { id: email.id, claimedBy: holder, status: "sending" };
  if (!error) {
    // A sent one-time link lives on only in the recipient's mailbox.
    await db.email.updateMany({
      where: mine,
      data: { status: "sent", sentAt: new Date(), lockedUntil: null, claimedBy: null, lastError: null, privateLink: null },
    });
    return;
  }
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const delay = RETRY_DELAYS_MS[email.attempts - 1];
  await db.email.updateMany({
    where: mine,
    data:
      delay === undefined
        ? { status: "failed", lockedUntil: null, claimedBy: null, lastError: message }
        : { status: "pending", lockedUntil: null, claimedBy: null, lastError: message, nextAttemptAt: new Date(Date.now() + delay) },
  });
}

/**
 * The Message-ID of an outbox row: the same for every attempt, so a message sent again after a
 * crash (accepted by the SMTP server, not yet recorded) is the same message to a mail client.
 */
export function messageIdOf(emailId: string, from = env().MAIL_FROM): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "club.invalid";
  return `<${emailId}@${domain}>`;
}

/**
 * One pass: sends what is due, one claimed message at a time, and records each outcome. Returns
 * how many it tried.
 */
export async function runMailWorkerOnce(
  transport: Transporter | null = mailTransport(),
  { claimMs = CLAIM_MS }: MailWorkerOptions = {},
): Promise<number> {
  if (!transport) return 0;
  const holder = randomUUID();
  let tried = 0;
  for (let email = await claimNext(holder, claimMs); email; email = tried < BATCH ? await claimNext(holder, claimMs) : null) {
    tried++;
    const release = holdClaim(email, holder, claimMs);
    let failure: unknown = null;
    try {
      const { html, text } = revealLink(email, email.private_link);
      await transport.sendMail({
        from: env().MAIL_FROM,
        to: email.to,
        subject: email.subject,
        html,
        text,
        messageId: messageIdOf(email.id),
        // An answer in a thread (a contact message's): the mail client keeps it under the previous one.
        ...(email.in_reply_to ? { inReplyTo: email.in_reply_to, references: email.in_reply_to } : {}),
        // A commercial e-mail: one-click unsubscribe from the mail client itself (RFC 8058).
        ...(email.list_unsubscribe
          ? { list: { unsubscribe: email.list_unsubscribe }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } }
          : {}),
        attachments:
          email.attachment_name && email.attachment
            ? [{ filename: email.attachment_name, content: Buffer.from(email.attachment), contentType: "application/pdf" }]
            : [],
      });
    } catch (error) {
      failure = error ?? new Error("SMTP");
    } finally {
      release();
    }
    await record(email, holder, failure);
  }
  return tried;
}

/** Runs the worker every `intervalMs` in this process until the returned stop is called. */
export function startMailWorker(intervalMs = 5_000, log: (line: string) => void = console.error): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = runMailWorkerOnce().catch((error: unknown) => log(`Correo: ${error instanceof Error ? error.message : String(error)}`));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
