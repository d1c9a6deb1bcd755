import "server-only";
import { prisma } from "../platform/database/client";
import { AppError, MESSAGES } from "../core/errors";
import { recordAccountEvent } from "./audit-events";
import { consumeRateLimits, forgiveRateLimit, type Counted } from "../platform/database/rate-limit";

/** 10 attempts in 15 minutes for one account, or from one client, and further tries are refused. */
export const SIGN_IN_THROTTLE = { limit: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * What is being guessed: a password (per e-mail), a second factor's code (per user id), a one-time
 * link's token (per client only: the token names no account before it is checked).
 */
export type AttemptScope = "sign-in" | "two-factor" | "reset";

/** An attempt counted before its secret was checked; hand it back to `attemptSucceeded`. */
export type Attempt = { account: Counted | null; client: Counted | null };

/**
 * Counts one attempt, for the account and for the client, atomically and before the secret is
 * checked; throws 429 when either count is past the limit, even for the right secret. Every
 * attempt of a burst takes its own place in the window, so at most `limit` of them per account
 * and per client are ever checked, however many arrive together.
 */
export async function countAttempt(scope: AttemptScope, account: string | null, client: string): Promise<Attempt> {
  const { limit, windowMs } = SIGN_IN_THROTTLE;
  const clientKey = `${scope}:client:${client}`;
  // One statement: a refused attempt still leaves both counts raised. (An interactive transaction
  // here made a burst queue for pool connections, and past Prisma's 2 s wait it answered 503.)
  const keys: [string] | [string, string] =
    account === null ? [clientKey] : [`${scope}:account:${account.trim().toLowerCase()}`, clientKey];
  const counts = await consumeRateLimits(keys, limit, windowMs);
  const [byAccount, byClient] = account === null ? [null, counts[0]!] : [counts[0]!, counts[1]!];
  for (const result of [byAccount, byClient]) {
    if (result && !result.allowed) {
      throw new AppError("rate-limited", MESSAGES.tooManyRequests, { retryAfterSeconds: result.retryAfterSeconds });
    }
  }
  return { account: byAccount?.counted ?? null, client: byClient.counted };
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
