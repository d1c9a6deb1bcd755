/*
  Warnings:

  - A unique constraint covering the columns `[storage_key]` on the table `contracts` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[storage_key]` on the table `documents` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "content_type" VARCHAR(100),
ADD COLUMN     "file_size" INTEGER,
ADD COLUMN     "original_name" TEXT,
ADD COLUMN     "storage_key" TEXT;

-- AlterTable
ALTER TABLE "documents" ADD COLUMN     "content_type" VARCHAR(100),
ADD COLUMN     "original_name" TEXT,
ADD COLUMN     "storage_key" TEXT;

-- CreateTable
CREATE TABLE "pending_uploads" (
    "id" UUID NOT NULL,
    "storage_key" TEXT NOT NULL,
    "original_name" TEXT NOT NULL,
    "content_type" VARCHAR(100) NOT NULL,
    "size" INTEGER NOT NULL,
    "purpose" VARCHAR(20) NOT NULL,
    "uploaded_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pending_uploads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "download_logs" (
    "id" UUID NOT NULL,
    "document_id" UUID,
    "contract_id" UUID,
    "user_id" UUID,
    "user_email" TEXT,
    "address" VARCHAR(64),
    "downloaded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "download_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "pending_uploads_storage_key_key" ON "pending_uploads"("storage_key");

-- CreateIndex
CREATE INDEX "pending_uploads_created_at_idx" ON "pending_uploads"("created_at");

-- CreateIndex
CREATE INDEX "download_logs_document_id_downloaded_at_idx" ON "download_logs"("document_id", "downloaded_at");

-- CreateIndex
CREATE INDEX "download_logs_contract_id_downloaded_at_idx" ON "download_logs"("contract_id", "downloaded_at");

-- CreateIndex
CREATE UNIQUE INDEX "contracts_storage_key_key" ON "contracts"("storage_key");

-- CreateIndex
CREATE UNIQUE INDEX "documents_storage_key_key" ON "documents"("storage_key");

-- AddForeignKey
ALTER TABLE "download_logs" ADD CONSTRAINT "download_logs_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "download_logs" ADD CONSTRAINT "download_logs_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "download_logs" ADD CONSTRAINT "download_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A download is of one file: a document or a contract.
ALTER TABLE "download_logs" ADD CONSTRAINT "download_logs_one_file" CHECK (num_nonnulls("document_id", "contract_id") = 1);
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_purpose" CHECK ("purpose" IN ('document', 'contract'));
