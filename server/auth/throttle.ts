import "server-only";
import { prisma } from "../db";
import { HttpError, MESSAGES } from "../http/errors";
import { recordAccountEvent } from "./audit-events";
import { clearRateLimit, consumeRateLimit, peekRateLimit } from "../shared/rate-limit";

/** 10 failed sign-ins in 15 minutes for one e-mail, or from one client, block further tries. */
export const SIGN_IN_THROTTLE = { limit: 10, windowMs: 15 * 60 * 1000 } as const;

const keys = (email: string, client: string) => [`sign-in:email:${email.toLowerCase()}`, `sign-in:client:${client}`];

export async function assertSignInAllowed(email: string, client: string): Promise<void> {
  for (const key of keys(email, client)) {
    const { count, retryAfterSeconds } = await peekRateLimit(key, SIGN_IN_THROTTLE.windowMs);
    if (count >= SIGN_IN_THROTTLE.limit) {
      throw new HttpError(429, MESSAGES.tooManyRequests, undefined, { "Retry-After": String(retryAfterSeconds) });
    }
  }
}

/** Counts a failed sign-in and records it in the audit log (no actor; the e-mail tried), in one transaction. */
export async function recordFailedSignIn(email: string, client: string): Promise<void> {
  const db = await prisma();
  await db.$transaction(async (tx) => {
    for (const key of keys(email, client)) await consumeRateLimit(key, SIGN_IN_THROTTLE.limit, SIGN_IN_THROTTLE.windowMs, tx);
    await recordAccountEvent("sign-in-failed", { email }, null)(tx);
  });
}

/** A successful sign-in forgives the e-mail's earlier mistakes (not the client's). */
export async function recordSuccessfulSignIn(email: string): Promise<void> {
  await clearRateLimit(`sign-in:email:${email.toLowerCase()}`);
}
