-- AlterTable
ALTER TABLE "bank_statements" ADD COLUMN     "balance_day" DATE,
ADD COLUMN     "closing_balance" DECIMAL(14,2);

-- CreateIndex
CREATE INDEX "bank_statements_balance_day_idx" ON "bank_statements"("balance_day");

-- A balance is given with its day, or not at all.
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_balance_with_day"
  CHECK ((closing_balance IS NULL) = (balance_day IS NULL));
