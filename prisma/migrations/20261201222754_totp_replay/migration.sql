-- AlterTable
ALTER TABLE "two_factors" ADD COLUMN     "last_totp_step" INTEGER;
