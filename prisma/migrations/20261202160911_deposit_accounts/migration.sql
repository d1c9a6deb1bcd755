/*
  Warnings:

  - A unique constraint covering the columns `[deposit_movement_id]` on the table `bank_entries` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "bank_entries" ADD COLUMN     "deposit_account_id" UUID,
ADD COLUMN     "deposit_movement_id" UUID;

-- CreateTable
CREATE TABLE "deposit_accounts" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'open',
    "payment_reference" VARCHAR(25) NOT NULL,
    "opened_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),
    "contract_version" INTEGER NOT NULL,
    "contract_sha256" VARCHAR(64) NOT NULL,
    "signed_address" VARCHAR(64),
    "signed_user_agent" VARCHAR(500),
    "signature_method" VARCHAR(20) NOT NULL,
    "contract_key" TEXT NOT NULL,

    CONSTRAINT "deposit_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deposit_movements" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "value_date" DATE NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reverses_id" UUID,
    "note" VARCHAR(300),

    CONSTRAINT "deposit_movements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deposit_signature_codes" (
    "user_id" UUID NOT NULL,
    "code_hash" VARCHAR(64) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "deposit_signature_codes_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "deposit_accounts_user_id_key" ON "deposit_accounts"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "deposit_accounts_payment_reference_key" ON "deposit_accounts"("payment_reference");

-- CreateIndex
CREATE UNIQUE INDEX "deposit_accounts_contract_key_key" ON "deposit_accounts"("contract_key");

-- CreateIndex
CREATE UNIQUE INDEX "deposit_movements_reverses_id_key" ON "deposit_movements"("reverses_id");

-- CreateIndex
CREATE INDEX "deposit_movements_account_id_value_date_idx" ON "deposit_movements"("account_id", "value_date");

-- CreateIndex
CREATE UNIQUE INDEX "bank_entries_deposit_movement_id_key" ON "bank_entries"("deposit_movement_id");

-- AddForeignKey
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_deposit_account_id_fkey" FOREIGN KEY ("deposit_account_id") REFERENCES "deposit_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_deposit_movement_id_fkey" FOREIGN KEY ("deposit_movement_id") REFERENCES "deposit_movements"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deposit_accounts" ADD CONSTRAINT "deposit_accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deposit_movements" ADD CONSTRAINT "deposit_movements_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "deposit_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deposit_movements" ADD CONSTRAINT "deposit_movements_reverses_id_fkey" FOREIGN KEY ("reverses_id") REFERENCES "deposit_movements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deposit_signature_codes" ADD CONSTRAINT "deposit_signature_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The values the code writes, kept by the database too.
ALTER TABLE "deposit_accounts" ADD CONSTRAINT "deposit_accounts_status_check" CHECK ("status" IN ('open', 'closed'));
ALTER TABLE "deposit_movements" ADD CONSTRAINT "deposit_movements_kind_check"
  CHECK ("kind" IN ('contribution', 'withdrawal', 'interest', 'withholding'));
ALTER TABLE "deposit_movements" ADD CONSTRAINT "deposit_movements_amount_check" CHECK ("amount" <> 0);
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_one_payee_check" CHECK ("investment_id" IS NULL OR "deposit_account_id" IS NULL);
