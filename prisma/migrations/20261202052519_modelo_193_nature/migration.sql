-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "modelo_193_nature" VARCHAR(2);
