-- Issue 31: an investor asks online to take part; the club confirms, waitlists or rejects it.
-- requested_at orders the waitlist; terms_* record what the investor accepted; decision_note is the
-- reason of a rejection, shown to the investor.
ALTER TABLE "investments" ADD COLUMN "requested_at" TIMESTAMPTZ(3);
ALTER TABLE "investments" ADD COLUMN "terms_accepted_at" TIMESTAMPTZ(3);
ALTER TABLE "investments" ADD COLUMN "terms_document_id" UUID;
ALTER TABLE "investments" ADD COLUMN "decision_note" VARCHAR(500);
CREATE INDEX "investments_operation_id_status_requested_at_idx" ON "investments"("operation_id", "status", "requested_at");
