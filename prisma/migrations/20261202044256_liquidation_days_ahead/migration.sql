-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "liquidation_days_ahead" INTEGER NOT NULL DEFAULT 31;
ALTER TABLE "settings" ADD CONSTRAINT "settings_liquidation_days_ahead_check" CHECK ("liquidation_days_ahead" BETWEEN 0 AND 366);
