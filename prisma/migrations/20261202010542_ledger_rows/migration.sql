-- The ledger's rows (issue 47): a movement's value date is a calendar day in Madrid, the instant it
-- was entered is kept apart, its type and status are closed sets, and a posted movement is cancelled
-- by a counter-movement that points at it (never edited).

-- The instant each existing movement carried becomes the time it was entered; its value date, the
-- day that instant fell on in Madrid (a movement typed at 20:55 on 1 December is of 1 December).
ALTER TABLE "transactions" ADD COLUMN "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
UPDATE "transactions" SET "recorded_at" = "transaction_date";
ALTER TABLE "transactions"
  ALTER COLUMN "transaction_date" DROP DEFAULT,
  ALTER COLUMN "transaction_date" SET DATA TYPE DATE USING (("transaction_date" AT TIME ZONE 'Europe/Madrid'))::date,
  ALTER COLUMN "transaction_date" SET DEFAULT ((now() AT TIME ZONE 'Europe/Madrid'::text))::date;

-- Legacy spellings of a type ("aporte ", "Devolucion") and of a status ("Completed") normalised;
-- how many rows changed is reported by the migration's notice.
DO $$
DECLARE
  changed integer;
  unknown text;
BEGIN
  UPDATE "transactions" SET "type" = upper(translate(btrim("type"), 'áéíóúÁÉÍÓÚ', 'aeiouAEIOU'))
  WHERE "type" IS DISTINCT FROM upper(translate(btrim("type"), 'áéíóúÁÉÍÓÚ', 'aeiouAEIOU'));
  GET DIAGNOSTICS changed = ROW_COUNT;
  UPDATE "transactions" SET "status" = lower(btrim("status")) WHERE "status" IS DISTINCT FROM lower(btrim("status"));
  RAISE NOTICE 'ledger_rows: % movement types normalised', changed;
  SELECT string_agg(DISTINCT "type", ', ') INTO unknown FROM "transactions"
  WHERE "type" NOT IN ('APORTE', 'DEVOLUCION', 'HONORARIO', 'BENEFICIO', 'COMISION_EXITO', 'RETENCION');
  IF unknown IS NOT NULL THEN
    RAISE EXCEPTION 'ledger_rows: movement types the ledger does not know: %. Change them to one of APORTE, DEVOLUCION, HONORARIO, BENEFICIO, COMISION_EXITO, RETENCION and migrate again.', unknown;
  END IF;
END
$$;

ALTER TABLE "transactions"
  ADD CONSTRAINT "transactions_type_check"
    CHECK ("type" IN ('APORTE', 'DEVOLUCION', 'HONORARIO', 'BENEFICIO', 'COMISION_EXITO', 'RETENCION')),
  ADD CONSTRAINT "transactions_status_check" CHECK ("status" IN ('pending', 'completed', 'failed')),
  ADD CONSTRAINT "transactions_amount_check" CHECK ("amount" <> 0);

ALTER TABLE "investments"
  ADD CONSTRAINT "investments_status_check"
    CHECK ("status" IN ('requested', 'waitlisted', 'active', 'closed', 'cancelled', 'rejected'));

-- A counter-movement cancels one movement, once.
ALTER TABLE "transactions" ADD COLUMN "reverses_id" UUID;
CREATE UNIQUE INDEX "transactions_reverses_id_key" ON "transactions"("reverses_id");
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reverses_id_fkey" FOREIGN KEY ("reverses_id") REFERENCES "transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A request's place in the waitlist is when it was asked for, whoever typed it: the club's typed
-- requests had none and were passed over.
UPDATE "investments" SET "requested_at" = "investment_date" WHERE "requested_at" IS NULL AND "status" IN ('requested', 'waitlisted');
