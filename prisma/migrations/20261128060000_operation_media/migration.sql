-- Issue 30: an operation's image and full PDF uploaded to the storage rather than typed as paths.
ALTER TABLE "operations" ADD COLUMN "image_key" TEXT;
ALTER TABLE "operations" ADD COLUMN "pdf_key" TEXT;

-- Uploads may now be an operation's picture or full PDF.
ALTER TABLE "pending_uploads" DROP CONSTRAINT "pending_uploads_purpose";
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_purpose"
    CHECK ("purpose" IN ('document', 'contract', 'operation-image', 'operation-pdf'));
