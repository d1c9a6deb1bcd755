-- AlterTable
ALTER TABLE "return_scenarios" ADD COLUMN "expected" BOOLEAN NOT NULL DEFAULT false;

-- At most one expected scenario per operation.
CREATE UNIQUE INDEX "return_scenarios_one_expected" ON "return_scenarios" ("operation_id") WHERE "expected";
