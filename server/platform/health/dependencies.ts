import { env } from "../env";
import { storage } from "../storage";
import { registerReadinessCheck, type Check } from "./readiness";
import { smtpAnswers } from "./smtp-probe";

/**
 * The readiness checks of the services the server depends on besides its database:
 *  - `storage` (required): the object store answers a cheap call (S3 HeadBucket; for the folder,
 *    that it is writable) within 1.5 s. Down or frozen, downloads and uploads fail: not ready.
 *  - `smtp` (only with SMTP_URL; not required): the SMTP server greets within 1.5 s. Down, the
 *    outbox keeps every message and retries, and the rest of the app works: ready, `degradado`.
 * Each runs at most once at a time, however often the balancer asks.
 */
export function registerDependencyChecks(): void {
  registerReadinessCheck("storage", storageCheck());
  const smtp = env().SMTP_URL;
  if (smtp) registerReadinessCheck("smtp", smtpCheck(smtp), { required: false });
}

export function storageCheck(): Check {
  return singleFlight(async () => {
    await storage().ping();
    return true;
  });
}

export function smtpCheck(url: string): Check {
  return singleFlight(() => smtpAnswers(url));
}

/** A check whose callers share the run in progress, so a slow dependency never piles up probes. */
function singleFlight(probe: () => Promise<boolean>): Check {
  let running: Promise<boolean> | null = null;
  return () =>
    (running ??= probe()
      .catch(() => false)
      .finally(() => {
        running = null;
      }));
}
