-- E-mail exactly once (issue 28): a claimed message names the pass that holds it; only that pass
-- renews the claim while it sends and records the outcome (server/mail/worker.ts).
ALTER TABLE "emails" ADD COLUMN "claimed_by" UUID;
