-- Complaints (issue 66, item 5): the register, its files, and the club's deadlines.
ALTER TABLE "settings" ADD COLUMN "complaint_admissibility_days" INTEGER NOT NULL DEFAULT 10;
ALTER TABLE "settings" ADD COLUMN "complaint_resolution_months" INTEGER NOT NULL DEFAULT 2;

CREATE TABLE "complaints" (
    "id" UUID NOT NULL,
    "reference" VARCHAR(20) NOT NULL,
    "number" SERIAL NOT NULL,
    "user_id" UUID,
    "name" VARCHAR(200) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "category" VARCHAR(30) NOT NULL,
    "text" TEXT NOT NULL,
    "status" VARCHAR(20) NOT NULL DEFAULT 'filed',
    "filed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "admissibility_due" DATE NOT NULL,
    "admissibility_at" TIMESTAMPTZ(3),
    "admissibility_note" TEXT,
    "admissibility_by" UUID,
    "resolution_due" DATE,
    "resolved_at" TIMESTAMPTZ(3),
    "outcome" VARCHAR(20),
    "resolution" TEXT,
    "resolved_by" UUID,

    CONSTRAINT "complaints_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "complaint_files" (
    "id" UUID NOT NULL,
    "complaint_id" UUID NOT NULL,
    "storage_key" TEXT NOT NULL,
    "original_name" TEXT NOT NULL,
    "content_type" VARCHAR(100) NOT NULL,
    "size" INTEGER NOT NULL,

    CONSTRAINT "complaint_files_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "complaints_reference_key" ON "complaints"("reference");
CREATE UNIQUE INDEX "complaints_number_key" ON "complaints"("number");
CREATE INDEX "complaints_status_idx" ON "complaints"("status");
CREATE INDEX "complaints_filed_at_idx" ON "complaints"("filed_at");
CREATE UNIQUE INDEX "complaint_files_storage_key_key" ON "complaint_files"("storage_key");
CREATE INDEX "complaint_files_complaint_id_idx" ON "complaint_files"("complaint_id");

ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "complaint_files" ADD CONSTRAINT "complaint_files_complaint_id_fkey" FOREIGN KEY ("complaint_id") REFERENCES "complaints"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A complainant's files are uploaded as the identity documents are (signed in, their own).
ALTER TABLE "pending_uploads" DROP CONSTRAINT "pending_uploads_purpose";
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_purpose"
  CHECK ("purpose" IN ('document', 'contract', 'operation-image', 'operation-pdf', 'identity', 'complaint'));
