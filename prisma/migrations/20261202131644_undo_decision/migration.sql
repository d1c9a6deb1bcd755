-- AlterTable
ALTER TABLE "emails" ADD COLUMN     "hold_key" VARCHAR(80);

-- AlterTable
ALTER TABLE "investments" ADD COLUMN     "undo_amount" DECIMAL(12,2),
ADD COLUMN     "undo_status" VARCHAR(20),
ADD COLUMN     "undoable_until" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "emails_hold_key_idx" ON "emails"("hold_key");
