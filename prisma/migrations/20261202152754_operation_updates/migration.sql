-- AlterTable
ALTER TABLE "users" ADD COLUMN     "notify_updates" VARCHAR(10) NOT NULL DEFAULT 'each';

-- CreateTable
CREATE TABLE "operation_updates" (
    "id" UUID NOT NULL,
    "operation_id" UUID NOT NULL,
    "title" VARCHAR(150) NOT NULL,
    "body" TEXT NOT NULL,
    "milestone_kind" VARCHAR(30),
    "author_id" UUID,
    "published_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "operation_updates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operation_update_attachments" (
    "update_id" UUID NOT NULL,
    "document_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "operation_update_attachments_pkey" PRIMARY KEY ("update_id","document_id")
);

-- CreateTable
CREATE TABLE "operation_update_recipients" (
    "update_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "delivery" VARCHAR(10) NOT NULL,
    "digested_at" TIMESTAMPTZ(3),
    "read_at" TIMESTAMPTZ(3),

    CONSTRAINT "operation_update_recipients_pkey" PRIMARY KEY ("update_id","user_id")
);

-- CreateTable
CREATE TABLE "update_reminders" (
    "quarter" VARCHAR(7) NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "update_reminders_pkey" PRIMARY KEY ("quarter")
);

-- CreateIndex
CREATE INDEX "operation_updates_operation_id_published_at_idx" ON "operation_updates"("operation_id", "published_at");

-- CreateIndex
CREATE INDEX "operation_updates_published_at_idx" ON "operation_updates"("published_at");

-- CreateIndex
CREATE INDEX "operation_update_recipients_user_id_read_at_idx" ON "operation_update_recipients"("user_id", "read_at");

-- AddForeignKey
ALTER TABLE "operation_updates" ADD CONSTRAINT "operation_updates_operation_id_fkey" FOREIGN KEY ("operation_id") REFERENCES "operations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_updates" ADD CONSTRAINT "operation_updates_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_update_attachments" ADD CONSTRAINT "operation_update_attachments_update_id_fkey" FOREIGN KEY ("update_id") REFERENCES "operation_updates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_update_attachments" ADD CONSTRAINT "operation_update_attachments_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_update_recipients" ADD CONSTRAINT "operation_update_recipients_update_id_fkey" FOREIGN KEY ("update_id") REFERENCES "operation_updates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_update_recipients" ADD CONSTRAINT "operation_update_recipients_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The values the code writes, kept by the database too.
ALTER TABLE "users" ADD CONSTRAINT "users_notify_updates_check" CHECK ("notify_updates" IN ('each', 'weekly', 'never'));
ALTER TABLE "operation_update_recipients" ADD CONSTRAINT "operation_update_recipients_delivery_check"
  CHECK ("delivery" IN ('email', 'weekly', 'never', 'later'));
ALTER TABLE "operation_updates" ADD CONSTRAINT "operation_updates_title_check" CHECK (length(btrim("title")) > 0);
