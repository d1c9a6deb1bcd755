-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "kyc_co_holders_allowed" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "participation_co_holders" (
    "investment_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "share" DECIMAL(5,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "participation_co_holders_pkey" PRIMARY KEY ("investment_id","user_id")
);

-- CreateIndex
CREATE INDEX "participation_co_holders_user_id_idx" ON "participation_co_holders"("user_id");

-- AddForeignKey
ALTER TABLE "participation_co_holders" ADD CONSTRAINT "participation_co_holders_investment_id_fkey" FOREIGN KEY ("investment_id") REFERENCES "investments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "participation_co_holders" ADD CONSTRAINT "participation_co_holders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A co-holder's share leaves some of the participation to its own investor.
ALTER TABLE "participation_co_holders"
  ADD CONSTRAINT "participation_co_holders_share_check" CHECK ("share" > 0 AND "share" < 100);
