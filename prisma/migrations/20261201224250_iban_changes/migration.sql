-- CreateTable
CREATE TABLE "iban_changes" (
    "user_id" UUID NOT NULL,
    "iban" VARCHAR(34) NOT NULL,
    "requested_by_id" UUID NOT NULL,
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "token_hash" VARCHAR(64) NOT NULL,
    "link_expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "iban_changes_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "iban_changes_token_hash_key" ON "iban_changes"("token_hash");

-- AddForeignKey
ALTER TABLE "iban_changes" ADD CONSTRAINT "iban_changes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
