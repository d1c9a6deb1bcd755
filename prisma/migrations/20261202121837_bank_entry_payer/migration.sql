-- AlterTable
ALTER TABLE "bank_entries" ADD COLUMN     "payer_account" VARCHAR(40),
ADD COLUMN     "payer_name" VARCHAR(140);

