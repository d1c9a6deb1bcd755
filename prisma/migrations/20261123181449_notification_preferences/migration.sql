-- AlterTable
ALTER TABLE "users" ADD COLUMN     "notify_documents" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "notify_operations" BOOLEAN NOT NULL DEFAULT true;
