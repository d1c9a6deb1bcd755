-- AlterTable
ALTER TABLE "payouts" ADD COLUMN     "batch_id" UUID;

-- CreateTable
CREATE TABLE "payout_batches" (
    "id" UUID NOT NULL,
    "number" SERIAL NOT NULL,
    "liquidation_id" UUID NOT NULL,
    "message_id" VARCHAR(35) NOT NULL,
    "transfers" INTEGER NOT NULL,
    "total" DECIMAL(14,2) NOT NULL,
    "xml" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payout_batches_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payout_batches_number_key" ON "payout_batches"("number");

-- CreateIndex
CREATE UNIQUE INDEX "payout_batches_message_id_key" ON "payout_batches"("message_id");

-- CreateIndex
CREATE INDEX "payout_batches_liquidation_id_created_at_idx" ON "payout_batches"("liquidation_id", "created_at");

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "payout_batches"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_liquidation_id_fkey" FOREIGN KEY ("liquidation_id") REFERENCES "liquidations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
