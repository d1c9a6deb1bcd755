-- Issue 31, item 5: the club account's statements (CAMT.053, Norma 43) and each credit read from
-- them, kept once for good by its key (a second import of the same movement adds nothing).
CREATE TABLE "bank_statements" (
    "id" UUID NOT NULL,
    "file_name" VARCHAR(255) NOT NULL,
    "format" VARCHAR(10) NOT NULL,
    "matched" INTEGER NOT NULL,
    "review" INTEGER NOT NULL,
    "already_imported" INTEGER NOT NULL,
    "skipped" INTEGER NOT NULL,
    "imported_by" UUID,
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "bank_statements_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "bank_statements_imported_at_idx" ON "bank_statements"("imported_at");
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_fkey"
    FOREIGN KEY ("imported_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "bank_entries" (
    "id" UUID NOT NULL,
    "statement_id" UUID NOT NULL,
    "entry_key" VARCHAR(200) NOT NULL,
    "account" VARCHAR(40) NOT NULL,
    "booking_date" DATE NOT NULL,
    "value_date" DATE NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "origin" VARCHAR(60) NOT NULL,
    "status" VARCHAR(10) NOT NULL,
    "reason" VARCHAR(20),
    "investment_id" UUID,
    "transaction_id" UUID,
    "note" VARCHAR(500),
    "decided_by" UUID,
    "decided_at" TIMESTAMPTZ(3),
    CONSTRAINT "bank_entries_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "bank_entries_entry_key_key" ON "bank_entries"("entry_key");
CREATE UNIQUE INDEX "bank_entries_transaction_id_key" ON "bank_entries"("transaction_id");
CREATE INDEX "bank_entries_status_value_date_idx" ON "bank_entries"("status", "value_date");
CREATE INDEX "bank_entries_statement_id_idx" ON "bank_entries"("statement_id");
CREATE INDEX "bank_entries_investment_id_idx" ON "bank_entries"("investment_id");
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_statement_id_fkey"
    FOREIGN KEY ("statement_id") REFERENCES "bank_statements"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_investment_id_fkey"
    FOREIGN KEY ("investment_id") REFERENCES "investments"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_transaction_id_fkey"
    FOREIGN KEY ("transaction_id") REFERENCES "transactions"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_decided_by_fkey"
    FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
