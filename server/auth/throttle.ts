import "server-only";
import { prisma } from "../platform/database/client";
import { AppError, MESSAGES } from "../core/errors";
import { recordAccountEvent } from "./audit-events";
import { consumeRateLimits, forgiveRateLimit, type Counted } from "../platform/database/rate-limit";

/** 10 attempts in 15 minutes for one account (or one one-time link's client), and further tries are refused. */
export const SIGN_IN_THROTTLE = { limit: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * Password and second-factor attempts from one client address, in the same 15 minutes: a flood
 * limit, not a guessing limit (docs/product.md, "Sign-in limits"). A club's office behind one address
 * signs in a few dozen times in a busy quarter of an hour; 300 is ten times that, so a stranger's
 * burst from a shared address (an office's NAT, a VPN, a proxy) does not lock out the people behind it,
 * while each account is still guessed at most 10 times and each sign-in challenge 5.
 */
export const CLIENT_FLOOD_LIMIT = 300;

/** Codes tried against one sign-in challenge (the password step's cookie) before the password is asked again. */
export const CHALLENGE_LIMIT = 5;

/**
 * What is being guessed: a password (per e-mail), a second factor's code (per user id), a one-time
 * link's token — a password link's or a payout IBAN's confirmation — (per client only: the token
 * names no account before it is checked).
 */
export type AttemptScope = "sign-in" | "two-factor" | "reset" | "iban-link";

/** An attempt counted before its secret was checked; hand it back to `attemptSucceeded`. */
export type Attempt = { account: Counted | null; client: Counted | null };

/**
 * Counts one attempt — for the account, for the sign-in challenge when there is one, and for the
 * client — atomically and before the secret is checked; throws 429 when any count is past its
 * limit, even for the right secret. Every attempt of a burst takes its own place in the window, so
 * at most 10 per account (and 5 per challenge) are ever checked, however many arrive together. A
 * one-time link's token names no account: its client is held to the guessing limit instead.
 */
export async function countAttempt(scope: AttemptScope, account: string | null, client: string, challenge?: string): Promise<Attempt> {
  const { limit, windowMs } = SIGN_IN_THROTTLE;
  const clientKey = { key: `${scope}:client:${client}`, limit: account === null ? limit : CLIENT_FLOOD_LIMIT };
  const accountKey = account === null ? null : { key: `${scope}:account:${account.trim().toLowerCase()}`, limit };
  const challengeKey = challenge ? { key: `${scope}:challenge:${challenge}`, limit: CHALLENGE_LIMIT } : null;
  // One statement: a refused attempt still leaves every count raised. (An interactive transaction
  // here made a burst queue for pool connections, and past Prisma's 2 s wait it answered 503.)
  const keys = [accountKey, challengeKey, clientKey].filter((key) => key !== null);
  const counts = await consumeRateLimits(keys, windowMs);
  for (const result of counts) {
    if (!result.allowed) throw new AppError("rate-limited", MESSAGES.tooManyRequests, { retryAfterSeconds: result.retryAfterSeconds });
  }
  return { account: accountKey ? counts[0]!.counted : null, client: counts[counts.length - 1]!.counted };
}

/**
 * The right secret forgives the account's earlier attempts, up to and including this one; attempts
 * counted after it (a burst racing the right password) stay counted, so a success cannot buy a
 * guesser new tries. The client is forgiven this attempt only.
 */
export async function attemptSucceeded(attempt: Attempt): Promise<void> {
  if (attempt.account) await forgiveRateLimit(attempt.account, attempt.account.count);
  if (attempt.client) await forgiveRateLimit(attempt.client, 1);
}

/** A failed sign-in's audit row (no actor; the e-mail tried). It was counted already. */
export async function recordFailedSignIn(email: string): Promise<void> {
  const db = await prisma();
  await db.$transaction(async (tx) => recordAccountEvent("sign-in-failed", { email }, null)(tx));
}
