-- AlterTable
ALTER TABLE "iban_changes" ADD COLUMN "prior_email" VARCHAR(255);
