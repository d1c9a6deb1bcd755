-- AlterTable
ALTER TABLE "identity_files" ADD COLUMN     "owner_id" UUID,
ALTER COLUMN "kind" SET DATA TYPE VARCHAR(24);

-- CreateTable
CREATE TABLE "investing_companies" (
    "user_id" UUID NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "cif" VARCHAR(9) NOT NULL,
    "registered_address" VARCHAR(300) NOT NULL,
    "representative_role" VARCHAR(100) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "investing_companies_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "beneficial_owners" (
    "id" UUID NOT NULL,
    "company_user_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "document_type" VARCHAR(10) NOT NULL,
    "document_number" VARCHAR(20) NOT NULL,
    "document_expiry" DATE NOT NULL,
    "nationality" VARCHAR(2) NOT NULL,
    "birth_date" DATE NOT NULL,
    "percentage" DECIMAL(5,2) NOT NULL,
    "pep" VARCHAR(10) NOT NULL DEFAULT 'no',
    "pep_detail" VARCHAR(500),

    CONSTRAINT "beneficial_owners_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "beneficial_owners_company_user_id_position_key" ON "beneficial_owners"("company_user_id", "position");

-- CreateIndex
CREATE INDEX "identity_files_owner_id_idx" ON "identity_files"("owner_id");

-- AddForeignKey
ALTER TABLE "investing_companies" ADD CONSTRAINT "investing_companies_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "beneficial_owners" ADD CONSTRAINT "beneficial_owners_company_user_id_fkey" FOREIGN KEY ("company_user_id") REFERENCES "investing_companies"("user_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "identity_files" ADD CONSTRAINT "identity_files_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "beneficial_owners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The kinds of file an identification keeps, the owners' percentages and declarations.
ALTER TABLE "identity_files" DROP CONSTRAINT "identity_files_kind_check",
  ADD CONSTRAINT "identity_files_kind_check" CHECK ("kind" IN ('document_front', 'document_back', 'funds_proof', 'company_deed', 'representative_powers'));
ALTER TABLE "beneficial_owners"
  ADD CONSTRAINT "beneficial_owners_percentage_check" CHECK ("percentage" >= 25 AND "percentage" <= 100),
  ADD CONSTRAINT "beneficial_owners_document_type_check" CHECK ("document_type" IN ('DNI', 'NIE', 'PASAPORTE')),
  ADD CONSTRAINT "beneficial_owners_pep_check" CHECK ("pep" IN ('no', 'self', 'family', 'associate'));
