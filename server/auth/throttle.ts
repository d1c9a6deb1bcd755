import "server-only";
import { HttpError, MESSAGES } from "../http/errors";
import { clearRateLimit, consumeRateLimit, peekRateLimit } from "../rate-limit";

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

export async function recordFailedSignIn(email: string, client: string): Promise<void> {
  for (const key of keys(email, client)) await consumeRateLimit(key, SIGN_IN_THROTTLE.limit, SIGN_IN_THROTTLE.windowMs);
}

/** A successful sign-in forgives the e-mail's earlier mistakes (not the client's). */
export async function recordSuccessfulSignIn(email: string): Promise<void> {
  await clearRateLimit(`sign-in:email:${email.toLowerCase()}`);
}
