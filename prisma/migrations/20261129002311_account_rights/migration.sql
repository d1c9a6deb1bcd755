-- AlterTable
ALTER TABLE "emails" ADD COLUMN     "list_unsubscribe" TEXT;

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "retention_accounting_years" INTEGER NOT NULL DEFAULT 6,
ADD COLUMN     "retention_aml_years" INTEGER NOT NULL DEFAULT 10,
ADD COLUMN     "retention_tax_years" INTEGER NOT NULL DEFAULT 4;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "closed_at" TIMESTAMPTZ(3),
ADD COLUMN     "closure_requested_at" TIMESTAMPTZ(3),
ADD COLUMN     "notify_new_operations" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "blocked_accounts" (
    "user_id" UUID NOT NULL,
    "identity" JSONB NOT NULL,
    "audit_rows" JSONB NOT NULL DEFAULT '[]',
    "reason" TEXT,
    "closed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_by" UUID,
    "destroy_after" DATE NOT NULL,

    CONSTRAINT "blocked_accounts_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "blocked_accounts_destroy_after_idx" ON "blocked_accounts"("destroy_after");

-- AddForeignKey
ALTER TABLE "blocked_accounts" ADD CONSTRAINT "blocked_accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A closed account's identity leaves the audit log (the originals go to blocked_accounts.audit_rows):
-- the one UPDATE the append-only log allows, and only inside a transaction that says so with
-- SET LOCAL club.audit_pseudonymise = 'on' (server/account/closure.ts). DELETE and TRUNCATE stay refused.
CREATE OR REPLACE FUNCTION audit_events_refuse_change() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('club.audit_pseudonymise', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
