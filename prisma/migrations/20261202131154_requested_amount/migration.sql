-- AlterTable
ALTER TABLE "investments" ADD COLUMN     "requested_amount" DECIMAL(12,2);

-- The requests made before: what they asked is what they hold.
UPDATE "investments" SET "requested_amount" = "amount" WHERE "requested_at" IS NOT NULL;
