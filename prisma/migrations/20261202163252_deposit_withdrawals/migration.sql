-- CreateTable
CREATE TABLE "deposit_withdrawals" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "amount" DECIMAL(12,2),
    "window_day" DATE NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'requested',
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "approved_by" UUID,
    "approved_at" TIMESTAMPTZ(3),

    CONSTRAINT "deposit_withdrawals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deposit_withdrawals_status_window_day_idx" ON "deposit_withdrawals"("status", "window_day");

-- CreateIndex
CREATE INDEX "deposit_withdrawals_account_id_idx" ON "deposit_withdrawals"("account_id");

-- AddForeignKey
ALTER TABLE "deposit_withdrawals" ADD CONSTRAINT "deposit_withdrawals_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "deposit_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deposit_withdrawals" ADD CONSTRAINT "deposit_withdrawals_approved_by_fkey" FOREIGN KEY ("approved_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The values the code writes; one withdrawal of everything waiting per account.
ALTER TABLE "deposit_withdrawals" ADD CONSTRAINT "deposit_withdrawals_status_check" CHECK ("status" IN ('requested', 'approved', 'cancelled', 'paid'));
ALTER TABLE "deposit_withdrawals" ADD CONSTRAINT "deposit_withdrawals_amount_check" CHECK ("amount" IS NULL OR "amount" > 0);
CREATE UNIQUE INDEX "deposit_withdrawals_one_total" ON "deposit_withdrawals" ("account_id") WHERE "amount" IS NULL AND "status" IN ('requested', 'approved');
