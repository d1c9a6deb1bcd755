-- Sold right (issue 66, items 1–4).

-- 1. The information sheets ("fichas"): each version of an operation's, or of the deposit account's, with
--    what it prints (content, and its hash: a new version when that changes) and its PDF's SHA-256.
CREATE TABLE "info_sheets" (
    "id" UUID NOT NULL,
    "scope" VARCHAR(40) NOT NULL,
    "operation_id" UUID,
    "version" INTEGER NOT NULL,
    "content" JSONB NOT NULL,
    "content_hash" VARCHAR(64) NOT NULL,
    "storage_key" TEXT,
    "sha256" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "info_sheets_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "info_sheets_scope_version_key" ON "info_sheets"("scope", "version");
CREATE UNIQUE INDEX "info_sheets_storage_key_key" ON "info_sheets"("storage_key");
CREATE INDEX "info_sheets_operation_id_idx" ON "info_sheets"("operation_id");
ALTER TABLE "info_sheets" ADD CONSTRAINT "info_sheets_operation_id_fkey" FOREIGN KEY ("operation_id") REFERENCES "operations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "info_sheets" ADD CONSTRAINT "info_sheets_scope_check" CHECK (("scope" = 'deposit') = ("operation_id" IS NULL));

-- The conflicts of interest the club declares per operation (the club's or its people's own participation, fees to related parties).
ALTER TABLE "operations" ADD COLUMN "conflicts_of_interest" TEXT;

-- The sheet's version the investor was shown, the risk warning they acknowledged, a revocation in the reflection period.
ALTER TABLE "investments" ADD COLUMN "ficha_version" INTEGER;
ALTER TABLE "investments" ADD COLUMN "risk_acknowledged_at" TIMESTAMPTZ(3);
ALTER TABLE "investments" ADD COLUMN "revoked_at" TIMESTAMPTZ(3);

-- The deposit sheet's version signed with the contract; the withdrawal from the contract (desistimiento) and its acknowledgment.
ALTER TABLE "deposit_accounts" ADD COLUMN "ficha_version" INTEGER;
ALTER TABLE "deposit_accounts" ADD COLUMN "desisted_at" TIMESTAMPTZ(3);
ALTER TABLE "deposit_accounts" ADD COLUMN "desistimiento_key" TEXT;
CREATE UNIQUE INDEX "deposit_accounts_desistimiento_key_key" ON "deposit_accounts"("desistimiento_key");
ALTER TABLE "deposit_withdrawals" ADD COLUMN "desistimiento" BOOLEAN NOT NULL DEFAULT false;

-- 2. The appropriateness tests ("Test de conveniencia"): every one taken, with its answers and the finances declared.
CREATE TABLE "appropriateness_tests" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "taken_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "questionnaire_version" INTEGER NOT NULL,
    "answers" JSONB NOT NULL,
    "score" INTEGER NOT NULL,
    "passed" BOOLEAN NOT NULL,
    "yearly_income" DECIMAL(14,2) NOT NULL,
    "liquid_assets" DECIMAL(14,2) NOT NULL,
    "yearly_commitments" DECIMAL(14,2) NOT NULL,
    "net_worth" DECIMAL(14,2) NOT NULL,
    "loss_capacity" DECIMAL(14,2) NOT NULL,
    "valid_until" DATE NOT NULL,
    "risk_acknowledged_at" TIMESTAMPTZ(3),

    CONSTRAINT "appropriateness_tests_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "appropriateness_tests_user_id_taken_at_idx" ON "appropriateness_tests"("user_id", "taken_at");
ALTER TABLE "appropriateness_tests" ADD CONSTRAINT "appropriateness_tests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- 3. and 4. Refunds: a revoked participation's capital (a payout of the participation with no liquidation) and a
--    desistimiento's balance travel in the refunds' own batches, outside liquidations and withdrawal windows.
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_one_source_check";
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_one_source_check" CHECK (
  ("liquidation_id" IS NOT NULL AND "investment_id" IS NOT NULL AND "deposit_withdrawal_id" IS NULL)
  OR ("liquidation_id" IS NULL AND "investment_id" IS NOT NULL AND "deposit_withdrawal_id" IS NULL)
  OR ("liquidation_id" IS NULL AND "investment_id" IS NULL AND "deposit_withdrawal_id" IS NOT NULL));
ALTER TABLE "payout_batches" ADD COLUMN "refunds" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "payout_batches" DROP CONSTRAINT "payout_batches_one_source_check";
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_one_source_check"
  CHECK (num_nonnulls("liquidation_id", "window_day") + "refunds"::int = 1);
CREATE INDEX "payout_batches_refunds_created_at_idx" ON "payout_batches"("refunds", "created_at");

-- The default questionnaire, now the appropriateness test, gains a fourth question (the deposit guarantee): all four pass.
ALTER TABLE "settings" ALTER COLUMN "kyc_pass_mark" SET DEFAULT 4;
UPDATE "settings" SET "kyc_pass_mark" = 4 WHERE "kyc_questionnaire" = '{}'::jsonb AND "kyc_pass_mark" = 2;
