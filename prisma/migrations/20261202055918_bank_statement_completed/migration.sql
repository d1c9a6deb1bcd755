-- AlterTable
ALTER TABLE "bank_statements" ADD COLUMN     "completed_at" TIMESTAMPTZ(3);
UPDATE "bank_statements" SET "completed_at" = "imported_at";
