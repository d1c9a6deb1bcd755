-- AlterTable
ALTER TABLE "emails" ADD COLUMN     "attachment" BYTEA,
ADD COLUMN     "attachment_name" VARCHAR(120);

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "club_address" VARCHAR(300),
ADD COLUMN     "club_legal_name" VARCHAR(200),
ADD COLUMN     "club_nif" VARCHAR(9);

-- CreateTable
CREATE TABLE "tax_certificates" (
    "year" INTEGER NOT NULL,
    "user_id" UUID NOT NULL,
    "gross" DECIMAL(14,2) NOT NULL,
    "withholding" DECIMAL(14,2) NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "issued_by" UUID,

    CONSTRAINT "tax_certificates_pkey" PRIMARY KEY ("year","user_id")
);

-- CreateIndex
CREATE INDEX "tax_certificates_user_id_idx" ON "tax_certificates"("user_id");

-- AddForeignKey
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
