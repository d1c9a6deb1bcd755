import "server-only";
import { prisma } from "../db";
import { env } from "../env";
import { HttpError, MESSAGES } from "../http/errors";
import { passwordReset } from "../mail/messages";
import { enqueueEmails } from "../mail/outbox";
import { consumeRateLimit } from "../shared/rate-limit";
import { localAuth } from "./local-session";
import { takeResetToken } from "./reset-tokens";
import { recordAccountEvent } from "./audit-events";
import { auditedAuthCall, NEW_LINK } from "./audited-writes";
import { SIGN_IN_THROTTLE } from "./throttle";

/** What every request is told, whether or not the e-mail has an account. */
export const FORGOT_PASSWORD_ANSWER = "Si el email corresponde a una cuenta, recibirás un enlace para elegir una contraseña nueva.";

/**
 * "¿Has olvidado tu contraseña?": e-mails a one-time link (1 h, single use; a newer link voids the
 * older ones) to an account with that e-mail. Counted like sign-in, per e-mail and per client,
 * every request; the answer is the same for a known and an unknown e-mail.
 */
export async function requestPasswordResetEmail(email: string, client: string): Promise<void> {
  const normalised = email.trim().toLowerCase();
  for (const key of [`forgot:email:${normalised}`, `forgot:client:${client}`]) {
    const limit = await consumeRateLimit(key, SIGN_IN_THROTTLE.limit, SIGN_IN_THROTTLE.windowMs);
    if (!limit.allowed) throw new HttpError(429, MESSAGES.tooManyRequests, undefined, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const db = await prisma();
  const user = await db.user.findUnique({ where: { email: normalised }, select: { id: true, email: true } });
  if (!user?.email) return;
  const auth = await localAuth();
  // Asked for anonymously: the row names the e-mail given, and the account it belongs to.
  const record = recordAccountEvent("password-link", { email: user.email }, null);
  await auditedAuthCall(NEW_LINK, record, () => auth.api.requestPasswordReset({ body: { email: user.email! } }));
  const token = takeResetToken(user.id);
  if (!token) return;
  const url = new URL("/handler/reset-password", env().SITE_URL);
  url.searchParams.set("token", token);
  await db.$transaction((tx) => enqueueEmails(tx, { kind: "password-reset", ...passwordReset(url.toString()) }, [user.email!]));
}
