-- Issue 30: a movement tied to its participation, archived operations and investors, and the
-- financed percentage that follows from the participations.
ALTER TABLE "operations" ADD COLUMN "archived_at" TIMESTAMPTZ(3);
ALTER TABLE "users" ADD COLUMN "archived_at" TIMESTAMPTZ(3);

ALTER TABLE "transactions" ADD COLUMN "investment_id" UUID;
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_investment_id_fkey"
    FOREIGN KEY ("investment_id") REFERENCES "investments"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "transactions_investment_id_idx" ON "transactions"("investment_id");

-- A movement of an investor in an operation where they hold exactly one participation is that participation's.
UPDATE "transactions" t SET "investment_id" = i."id"
FROM "investments" i
WHERE t."investment_id" IS NULL AND i."user_id" = t."user_id" AND i."operation_id" = t."operation_id"
  AND (SELECT COUNT(*) FROM "investments" o WHERE o."user_id" = t."user_id" AND o."operation_id" = t."operation_id") = 1;

-- "% Financiado" from the participations that hold a place (server/investments/funding.ts).
UPDATE "operations" o SET "percentage_financed" = LEAST(100, FLOOR(COALESCE((
    SELECT SUM(i."amount") FROM "investments" i WHERE i."operation_id" = o."id" AND i."status" IN ('active', 'closed')
), 0) * 100 / NULLIF(o."pvp", 0)))::INTEGER;
UPDATE "operations" SET "percentage_financed" = 0 WHERE "percentage_financed" IS NULL;
