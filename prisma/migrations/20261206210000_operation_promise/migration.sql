-- What each operation promised when it was published (issue 66, item 6): kept once, never changed.
ALTER TABLE "operations" ADD COLUMN "promised_return" DECIMAL(5,2);
ALTER TABLE "operations" ADD COLUMN "promised_term" INTEGER;

-- The operations published before: their expected figures as they stand are the best record there is.
UPDATE "operations" SET "promised_return" = "expected_return", "promised_term" = "expected_term";
