-- AlterTable
ALTER TABLE "deposit_movements" ADD COLUMN     "run_id" UUID;

-- CreateTable
CREATE TABLE "deposit_interest_runs" (
    "id" UUID NOT NULL,
    "period_from" DATE NOT NULL,
    "credited_on" DATE NOT NULL,
    "tae" DECIMAL(5,2) NOT NULL,
    "withholding_rate" DECIMAL(5,2) NOT NULL,
    "total_interest" DECIMAL(14,2) NOT NULL,
    "total_withholding" DECIMAL(14,2) NOT NULL,
    "accounts" INTEGER NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'confirmed',
    "confirmed_by" UUID,
    "confirmed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reversed_by" UUID,
    "reversed_at" TIMESTAMPTZ(3),
    "reason" VARCHAR(300),

    CONSTRAINT "deposit_interest_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deposit_interest_runs_credited_on_idx" ON "deposit_interest_runs"("credited_on");

-- AddForeignKey
ALTER TABLE "deposit_movements" ADD CONSTRAINT "deposit_movements_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "deposit_interest_runs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deposit_interest_runs" ADD CONSTRAINT "deposit_interest_runs_confirmed_by_fkey" FOREIGN KEY ("confirmed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deposit_interest_runs" ADD CONSTRAINT "deposit_interest_runs_reversed_by_fkey" FOREIGN KEY ("reversed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- One confirmed run per period; the values the code writes.
CREATE UNIQUE INDEX "deposit_interest_runs_one_confirmed" ON "deposit_interest_runs" ("credited_on") WHERE "status" = 'confirmed';
ALTER TABLE "deposit_interest_runs" ADD CONSTRAINT "deposit_interest_runs_status_check" CHECK ("status" IN ('confirmed', 'reversed'));
