// Not `server-only`: server.ts runs the worker outside Next's bundles.
import type { Transporter } from "nodemailer";
import { getDatabase } from "../database/instance";
import { env } from "../env";
import { revealLink } from "./private-link";
import { mailTransport } from "./transport";

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final ("Fallido"). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed e-mail stays the claiming worker's (a crash mid-send frees it after this). */
const CLAIM_MS = 2 * 60_000;
const BATCH = 10;

type Claimed = { id: string; to: string; subject: string; html: string; text: string; private_link: string | null; attempts: number };

/**
 * Claims the e-mails due, in one short statement: `FOR UPDATE SKIP LOCKED` lets several workers
 * (several instances) run at once without two of them taking the same row.
 */
async function claimDue(): Promise<Claimed[]> {
  const db = (await getDatabase()).prisma;
  return db.$queryRaw<Claimed[]>`
    UPDATE emails SET status = 'sending', attempts = attempts + 1, locked_until = now() + ${CLAIM_MS}::int * interval '1 millisecond'
    WHERE id IN (
      SELECT id FROM emails
      WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now())
      ORDER BY created_at
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING id::text, "to", subject, html, text, private_link, attempts`;
}

async function record(email: Claimed, error: unknown): Promise<void> {
  const db = (await getDatabase()).prisma;
  if (!error) {
    // A sent one-time link lives on only in the recipient's mailbox.
    await db.email.update({
      where: { id: email.id },
      data: { status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null, privateLink: null },
    });
    return;
  }
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const delay = RETRY_DELAYS_MS[email.attempts - 1];
  await db.email.update({
    where: { id: email.id },
    data:
      delay === undefined
        ? { status: "failed", lockedUntil: null, lastError: message }
        : { status: "pending", lockedUntil: null, lastError: message, nextAttemptAt: new Date(Date.now() + delay) },
  });
}

/** One pass: sends what is due and records each outcome. Returns how many it tried. */
export async function runMailWorkerOnce(transport: Transporter | null = mailTransport()): Promise<number> {
  if (!transport) return 0;
  const due = await claimDue();
  for (const email of due) {
    let failure: unknown = null;
    try {
      const { html, text } = revealLink(email, email.private_link);
      await transport.sendMail({ from: env().MAIL_FROM, to: email.to, subject: email.subject, html, text });
    } catch (error) {
      failure = error ?? new Error("SMTP");
    }
    await record(email, failure);
  }
  return due.length;
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
