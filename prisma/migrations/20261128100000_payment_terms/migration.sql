-- Issue 31: payment instructions. The club's account and the days an investor has to pay, in
-- Configuración; each committed participation's payment reference (ISO 11649 "RF", two check
-- digits) and deadline; the payment reminders sent, one per participation, kind and deadline.
ALTER TABLE "settings" ADD COLUMN "club_iban" VARCHAR(34);
ALTER TABLE "settings" ADD COLUMN "club_account_holder" VARCHAR(200);
ALTER TABLE "settings" ADD COLUMN "club_bank" VARCHAR(200);
ALTER TABLE "settings" ADD COLUMN "payment_days" INTEGER NOT NULL DEFAULT 10;

ALTER TABLE "investments" ADD COLUMN "payment_reference" VARCHAR(25);
ALTER TABLE "investments" ADD COLUMN "payment_due" DATE;
CREATE UNIQUE INDEX "investments_payment_reference_key" ON "investments"("payment_reference");

CREATE TABLE "payment_reminders" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "investment_id" UUID NOT NULL,
    "kind" VARCHAR(10) NOT NULL,
    "due" DATE NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "payment_reminders_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "payment_reminders_investment_id_kind_due_key" ON "payment_reminders"("investment_id", "kind", "due");
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_investment_id_fkey"
    FOREIGN KEY ("investment_id") REFERENCES "investments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The committed participations already there get their reference (ten characters of their id)
-- and a deadline ten days after their date, as a new one would.
CREATE FUNCTION pg_temp.rf_reference(body text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'RF' || lpad((98 - (
    SELECT string_agg(CASE WHEN c ~ '[0-9]' THEN c ELSE (ascii(c) - 55)::text END, '' ORDER BY i)
    FROM unnest(string_to_array(body || 'RF00', NULL)) WITH ORDINALITY AS t(c, i)
  )::numeric % 97)::text, 2, '0') || body
$$;
UPDATE "investments"
SET "payment_reference" = pg_temp.rf_reference(upper(substr(replace("id"::text, '-', ''), 1, 10))),
    "payment_due" = ("investment_date" AT TIME ZONE 'Europe/Madrid')::date + 10
WHERE "status" = 'active';
