/*
  Warnings:

  - A unique constraint covering the columns `[payout_id]` on the table `bank_entries` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "bank_entries" ADD COLUMN     "credit" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "payout_id" UUID;

-- CreateTable
CREATE TABLE "payouts" (
    "id" UUID NOT NULL,
    "liquidation_id" UUID NOT NULL,
    "investment_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "end_to_end_id" VARCHAR(35) NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'ordered',
    "sent_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "payouts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payouts_end_to_end_id_key" ON "payouts"("end_to_end_id");

-- CreateIndex
CREATE INDEX "payouts_liquidation_id_idx" ON "payouts"("liquidation_id");

-- CreateIndex
CREATE INDEX "payouts_user_id_status_idx" ON "payouts"("user_id", "status");

-- CreateIndex
CREATE INDEX "payouts_status_completed_at_idx" ON "payouts"("status", "completed_at");

-- CreateIndex
CREATE UNIQUE INDEX "bank_entries_payout_id_key" ON "bank_entries"("payout_id");

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_liquidation_id_fkey" FOREIGN KEY ("liquidation_id") REFERENCES "liquidations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_investment_id_fkey" FOREIGN KEY ("investment_id") REFERENCES "investments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_payout_id_fkey" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_check" CHECK ("status" IN ('ordered', 'sent', 'completed', 'cancelled'));
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_check" CHECK ("amount" > 0);

-- The liquidations confirmed before payouts were tracked: their transfers were made by hand, so
-- they are recorded as completed when the liquidation was confirmed.
INSERT INTO "payouts" ("id", "liquidation_id", "investment_id", "user_id", "amount", "end_to_end_id", "status", "sent_at", "completed_at")
SELECT gen_random_uuid(), l."id", (r->>'investmentId')::uuid, (r->>'investorId')::uuid, (r->>'net')::numeric,
       'LIQ' || substr(replace(l."id"::text, '-', ''), 1, 12) || '-' || substr(replace(r->>'investmentId', '-', ''), 1, 16),
       'completed', l."confirmed_at", l."confirmed_at"
FROM "liquidations" l, jsonb_array_elements(l."rows") r
WHERE l."reversed_at" IS NULL AND (r->>'net')::numeric > 0
  AND EXISTS (SELECT 1 FROM "investments" i WHERE i."id" = (r->>'investmentId')::uuid)
  AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = (r->>'investorId')::uuid);
