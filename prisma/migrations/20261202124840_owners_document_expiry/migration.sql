-- AlterTable
ALTER TABLE "identity_verifications" ADD COLUMN     "owners_document_expiry" DATE;
