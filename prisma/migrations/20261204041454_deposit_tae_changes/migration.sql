-- CreateTable
CREATE TABLE "deposit_tae_changes" (
    "effective_from" DATE NOT NULL,
    "tae" DECIMAL(5,2) NOT NULL,
    "changed_by" UUID,
    "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deposit_tae_changes_pkey" PRIMARY KEY ("effective_from")
);

-- AddForeignKey
ALTER TABLE "deposit_tae_changes" ADD CONSTRAINT "deposit_tae_changes_changed_by_fkey" FOREIGN KEY ("changed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The TAE Configuración allows (0,01–25 %).
ALTER TABLE "deposit_tae_changes" ADD CONSTRAINT "deposit_tae_changes_tae_range" CHECK (tae > 0 AND tae <= 25);
