-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "deposit_claim" VARCHAR(200) NOT NULL DEFAULT 'Rentabilidad objetivo del {tae} TAE anual',
ADD COLUMN     "deposit_crediting" VARCHAR(10) NOT NULL DEFAULT 'quarterly',
ADD COLUMN     "deposit_enabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "deposit_min_contribution" DECIMAL(12,2) NOT NULL DEFAULT 1000,
ADD COLUMN     "deposit_min_opening" DECIMAL(12,2) NOT NULL DEFAULT 10000,
ADD COLUMN     "deposit_min_withdrawal" DECIMAL(12,2) NOT NULL DEFAULT 1000,
ADD COLUMN     "deposit_notice_days" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "deposit_tae" DECIMAL(5,2) NOT NULL DEFAULT 10,
ADD COLUMN     "deposit_windows" TEXT[] DEFAULT ARRAY['03-31', '06-30', '09-30', '12-31']::TEXT[],
ADD COLUMN     "deposit_wording" TEXT;

-- The values the code writes, kept by the database too.
ALTER TABLE "settings" ADD CONSTRAINT "settings_deposit_crediting_check" CHECK ("deposit_crediting" IN ('monthly', 'quarterly'));
ALTER TABLE "settings" ADD CONSTRAINT "settings_deposit_tae_check" CHECK ("deposit_tae" > 0 AND "deposit_tae" <= 25);
ALTER TABLE "settings" ADD CONSTRAINT "settings_deposit_minimums_check"
  CHECK ("deposit_min_opening" > 0 AND "deposit_min_contribution" > 0 AND "deposit_min_withdrawal" > 0);
ALTER TABLE "settings" ADD CONSTRAINT "settings_deposit_notice_check" CHECK ("deposit_notice_days" BETWEEN 0 AND 365);
