-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "investment_id" UUID;

-- AlterTable
ALTER TABLE "documents" ADD COLUMN     "investment_id" UUID;

-- CreateIndex
CREATE INDEX "contracts_investment_id_idx" ON "contracts"("investment_id");

-- CreateIndex
CREATE INDEX "documents_investment_id_idx" ON "documents"("investment_id");

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_investment_id_fkey" FOREIGN KEY ("investment_id") REFERENCES "investments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_investment_id_fkey" FOREIGN KEY ("investment_id") REFERENCES "investments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
