import "server-only";
import { AppError, MESSAGES } from "../core/errors";
import { errorField, logger } from "../platform/log/logger";
import { consumeRateLimit } from "../platform/database/rate-limit";
import { recordAccountEvent } from "./audit-events";
import { emailPasswordLink, linkRecipient } from "./password-links";
import { SIGN_IN_THROTTLE } from "./throttle";

/** What every request is told, whether or not the e-mail has an account. */
export const FORGOT_PASSWORD_ANSWER = "Si el email corresponde a una cuenta, recibirás un enlace para elegir una contraseña nueva.";

/** The links being issued, so that tests (and nothing else) can wait for them. */
const inFlight = new Set<Promise<void>>();

/**
 * "¿Has olvidado tu contraseña?": e-mails a one-time link (1 h, single use; a newer link voids the
 * older ones) to an account with that e-mail. Counted like sign-in, per e-mail and per client,
 * every request. The answer is the same for a known and an unknown e-mail, and so is its time:
 * the request only counts and validates; looking the account up and issuing the link happen after
 * the answer (an existing account took about twice as long when it was done before it).
 */
export async function requestPasswordResetEmail(email: string, client: string): Promise<void> {
  const normalised = email.trim().toLowerCase();
  for (const key of [`forgot:email:${normalised}`, `forgot:client:${client}`]) {
    const limit = await consumeRateLimit(key, SIGN_IN_THROTTLE.limit, SIGN_IN_THROTTLE.windowMs);
    if (!limit.allowed) throw new AppError("rate-limited", MESSAGES.tooManyRequests, { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const work = sendLinkIfAccount(normalised)
    .catch((error: unknown) => logger().error({ err: errorField(error) }, "forgot-password: the link could not be issued"))
    .finally(() => inFlight.delete(work));
  inFlight.add(work);
}

async function sendLinkIfAccount(email: string): Promise<void> {
  const user = await linkRecipient({ email });
  if (!user?.email) return;
  // Asked for anonymously: the row names the e-mail given, and the account it belongs to.
  await emailPasswordLink({ ...user, email: user.email }, "reset", recordAccountEvent("password-link", { email: user.email }, null));
}

/** Resolves once every link asked for so far has been issued (or failed). For tests. */
export async function passwordLinksIssued(): Promise<void> {
  while (inFlight.size) await Promise.all(inFlight);
}
