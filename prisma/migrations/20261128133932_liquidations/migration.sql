-- Issue 32: an operation's liquidation, and the movements it made (and its reversal's).
-- AlterTable
ALTER TABLE "transactions" ADD COLUMN "liquidation_id" UUID;

-- CreateTable
CREATE TABLE "liquidations" (
    "id" UUID NOT NULL,
    "operation_id" UUID NOT NULL,
    "date" DATE NOT NULL,
    "proceeds" DECIMAL(14,2) NOT NULL,
    "costs" JSONB NOT NULL,
    "withholding_rate" DECIMAL(5,2) NOT NULL,
    "rows" JSONB NOT NULL,
    "totals" JSONB NOT NULL,
    "previous_status" VARCHAR(20) NOT NULL,
    "confirmed_by" UUID,
    "confirmed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reversed_at" TIMESTAMPTZ(3),
    "reversed_by" UUID,
    "reversal_reason" VARCHAR(500),

    CONSTRAINT "liquidations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "liquidations_operation_id_idx" ON "liquidations"("operation_id");

-- AddForeignKey
ALTER TABLE "liquidations" ADD CONSTRAINT "liquidations_operation_id_fkey" FOREIGN KEY ("operation_id") REFERENCES "operations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_liquidation_id_fkey" FOREIGN KEY ("liquidation_id") REFERENCES "liquidations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The IRPF withholding rate per year (Configuración); a year not listed uses 19 %.
ALTER TABLE "settings" ADD COLUMN "withholding_rates" JSONB NOT NULL DEFAULT '{}';
