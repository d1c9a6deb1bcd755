-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "kyc_funds_proof_above" DECIMAL(12,2) NOT NULL DEFAULT 50000,
ADD COLUMN     "kyc_high_risk_countries" TEXT[] DEFAULT ARRAY['KP', 'IR', 'MM']::TEXT[],
ADD COLUMN     "kyc_pass_mark" INTEGER NOT NULL DEFAULT 2,
ADD COLUMN     "kyc_questionnaire" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "kyc_review_months_high" INTEGER NOT NULL DEFAULT 12,
ADD COLUMN     "kyc_review_months_low" INTEGER NOT NULL DEFAULT 60,
ADD COLUMN     "kyc_review_months_normal" INTEGER NOT NULL DEFAULT 36;

-- CreateTable
CREATE TABLE "identity_verifications" (
    "user_id" UUID NOT NULL,
    "status" VARCHAR(10) NOT NULL,
    "origin" VARCHAR(10) NOT NULL DEFAULT 'online',
    "document_type" VARCHAR(10),
    "document_number" VARCHAR(20),
    "document_expiry" DATE,
    "nationality" VARCHAR(2),
    "birth_date" DATE,
    "address" VARCHAR(300),
    "profession" VARCHAR(200),
    "pep" VARCHAR(10) NOT NULL DEFAULT 'no',
    "pep_detail" VARCHAR(500),
    "purpose" VARCHAR(500),
    "funds_source" VARCHAR(20),
    "funds_detail" VARCHAR(500),
    "planned_amount" DECIMAL(12,2),
    "risk_acknowledged_at" TIMESTAMPTZ(3),
    "questionnaire" JSONB,
    "risk_level" VARCHAR(10) NOT NULL DEFAULT 'normal',
    "submitted_at" TIMESTAMPTZ(3),
    "first_approval_by" UUID,
    "first_approval_at" TIMESTAMPTZ(3),
    "decided_by" UUID,
    "decided_at" TIMESTAMPTZ(3),
    "decision_note" VARCHAR(1000),
    "review_due" DATE,
    "expiry_reminder_for" DATE,
    "blocked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "identity_verifications_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "identity_files" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "storage_key" TEXT NOT NULL,
    "original_name" TEXT NOT NULL,
    "content_type" VARCHAR(100) NOT NULL,
    "size" INTEGER NOT NULL,
    "uploaded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "identity_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sanctions_lists" (
    "id" UUID NOT NULL,
    "file_name" TEXT NOT NULL,
    "generated_at" TIMESTAMPTZ(3),
    "entries" INTEGER NOT NULL,
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "imported_by" UUID,

    CONSTRAINT "sanctions_lists_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sanctions_names" (
    "id" UUID NOT NULL,
    "list_id" UUID NOT NULL,
    "reference" VARCHAR(60) NOT NULL,
    "whole_name" TEXT NOT NULL,
    "normalized" TEXT NOT NULL,
    "birth_dates" TEXT[],
    "details" TEXT,

    CONSTRAINT "sanctions_names_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "screening_hits" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "list_id" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "reference" VARCHAR(60) NOT NULL,
    "listed_name" TEXT NOT NULL,
    "birth_dates" TEXT[],
    "details" TEXT,
    "status" VARCHAR(10) NOT NULL DEFAULT 'open',
    "note" VARCHAR(1000),
    "decided_by" UUID,
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "screening_hits_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "identity_verifications_status_submitted_at_idx" ON "identity_verifications"("status", "submitted_at");

-- CreateIndex
CREATE INDEX "identity_verifications_document_expiry_idx" ON "identity_verifications"("document_expiry");

-- CreateIndex
CREATE UNIQUE INDEX "identity_files_storage_key_key" ON "identity_files"("storage_key");

-- CreateIndex
CREATE INDEX "identity_files_user_id_kind_idx" ON "identity_files"("user_id", "kind");

-- CreateIndex
CREATE INDEX "sanctions_lists_imported_at_idx" ON "sanctions_lists"("imported_at");

-- CreateIndex
CREATE INDEX "sanctions_names_list_id_normalized_idx" ON "sanctions_names"("list_id", "normalized");

-- CreateIndex
CREATE INDEX "screening_hits_status_created_at_idx" ON "screening_hits"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "screening_hits_user_id_list_id_reference_key" ON "screening_hits"("user_id", "list_id", "reference");

-- AddForeignKey
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "identity_files" ADD CONSTRAINT "identity_files_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sanctions_names" ADD CONSTRAINT "sanctions_names_list_id_fkey" FOREIGN KEY ("list_id") REFERENCES "sanctions_lists"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_list_id_fkey" FOREIGN KEY ("list_id") REFERENCES "sanctions_lists"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What the columns may hold (server/kyc/): the database refuses anything else.
ALTER TABLE "identity_verifications"
  ADD CONSTRAINT "identity_verifications_status_check" CHECK ("status" IN ('pending', 'verified', 'rejected')),
  ADD CONSTRAINT "identity_verifications_origin_check" CHECK ("origin" IN ('online', 'in_person')),
  ADD CONSTRAINT "identity_verifications_document_type_check" CHECK ("document_type" IN ('DNI', 'NIE', 'PASAPORTE')),
  ADD CONSTRAINT "identity_verifications_pep_check" CHECK ("pep" IN ('no', 'self', 'family', 'associate')),
  ADD CONSTRAINT "identity_verifications_risk_level_check" CHECK ("risk_level" IN ('low', 'normal', 'high'));
ALTER TABLE "identity_files"
  ADD CONSTRAINT "identity_files_kind_check" CHECK ("kind" IN ('document_front', 'document_back', 'funds_proof'));
ALTER TABLE "screening_hits"
  ADD CONSTRAINT "screening_hits_status_check" CHECK ("status" IN ('open', 'cleared', 'confirmed'));
ALTER TABLE "settings"
  ADD CONSTRAINT "settings_kyc_pass_mark_check" CHECK ("kyc_pass_mark" >= 0),
  ADD CONSTRAINT "settings_kyc_funds_proof_above_check" CHECK ("kyc_funds_proof_above" >= 0),
  ADD CONSTRAINT "settings_kyc_review_months_check"
    CHECK ("kyc_review_months_low" BETWEEN 1 AND 120 AND "kyc_review_months_normal" BETWEEN 1 AND 120 AND "kyc_review_months_high" BETWEEN 1 AND 120);
ALTER TABLE "pending_uploads" DROP CONSTRAINT "pending_uploads_purpose";
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_purpose"
  CHECK ("purpose" IN ('document', 'contract', 'operation-image', 'operation-pdf', 'identity'));
