/*
  Warnings:

  - A unique constraint covering the columns `[calendar_token_hash]` on the table `users` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "users" ADD COLUMN     "calendar_token_created_at" TIMESTAMPTZ(3),
ADD COLUMN     "calendar_token_hash" TEXT;

-- CreateTable
CREATE TABLE "operation_milestones" (
    "id" UUID NOT NULL,
    "operation_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" VARCHAR(30) NOT NULL,
    "status" VARCHAR(20) NOT NULL DEFAULT 'pendiente',
    "date" DATE,
    "note" TEXT,
    "auction_url" TEXT,
    "auction_ref" VARCHAR(100),
    "award_type" VARCHAR(20),

    CONSTRAINT "operation_milestones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "return_scenarios" (
    "id" UUID NOT NULL,
    "operation_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "months" INTEGER NOT NULL,
    "basis" VARCHAR(10) NOT NULL,
    "gross" DECIMAL(14,4) NOT NULL,
    "costs" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "explanation" TEXT,

    CONSTRAINT "return_scenarios_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "operation_milestones_operation_id_position_key" ON "operation_milestones"("operation_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "return_scenarios_operation_id_position_key" ON "return_scenarios"("operation_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "users_calendar_token_hash_key" ON "users"("calendar_token_hash");

-- AddForeignKey
ALTER TABLE "operation_milestones" ADD CONSTRAINT "operation_milestones_operation_id_fkey" FOREIGN KEY ("operation_id") REFERENCES "operations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "return_scenarios" ADD CONSTRAINT "return_scenarios_operation_id_fkey" FOREIGN KEY ("operation_id") REFERENCES "operations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
