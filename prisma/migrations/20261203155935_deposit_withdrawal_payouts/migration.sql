/*
  Warnings:

  - A unique constraint covering the columns `[deposit_withdrawal_id]` on the table `payouts` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "deposit_movements" ADD COLUMN     "withdrawal_id" UUID;

-- AlterTable
ALTER TABLE "payout_batches" ADD COLUMN     "window_day" DATE,
ALTER COLUMN "liquidation_id" DROP NOT NULL;

-- AlterTable
ALTER TABLE "payouts" ADD COLUMN     "deposit_withdrawal_id" UUID,
ALTER COLUMN "liquidation_id" DROP NOT NULL,
ALTER COLUMN "investment_id" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "payout_batches_window_day_created_at_idx" ON "payout_batches"("window_day", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "payouts_deposit_withdrawal_id_key" ON "payouts"("deposit_withdrawal_id");

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_deposit_withdrawal_id_fkey" FOREIGN KEY ("deposit_withdrawal_id") REFERENCES "deposit_withdrawals"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deposit_movements" ADD CONSTRAINT "deposit_movements_withdrawal_id_fkey" FOREIGN KEY ("withdrawal_id") REFERENCES "deposit_withdrawals"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A payout pays a liquidation's participation or a deposit withdrawal, never both; a batch is a liquidation's or a deposit window's.
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_one_source_check" CHECK (
  ("liquidation_id" IS NOT NULL AND "investment_id" IS NOT NULL AND "deposit_withdrawal_id" IS NULL)
  OR ("liquidation_id" IS NULL AND "investment_id" IS NULL AND "deposit_withdrawal_id" IS NOT NULL));
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_one_source_check" CHECK (("liquidation_id" IS NULL) <> ("window_day" IS NULL));
ALTER TABLE "deposit_accounts" DROP CONSTRAINT "deposit_accounts_status_check";
ALTER TABLE "deposit_accounts" ADD CONSTRAINT "deposit_accounts_status_check" CHECK ("status" IN ('open', 'closing', 'closed'));
ALTER TABLE "deposit_withdrawals" DROP CONSTRAINT "deposit_withdrawals_status_check";
ALTER TABLE "deposit_withdrawals" ADD CONSTRAINT "deposit_withdrawals_status_check" CHECK ("status" IN ('requested', 'approved', 'cancelled', 'sent', 'paid'));
