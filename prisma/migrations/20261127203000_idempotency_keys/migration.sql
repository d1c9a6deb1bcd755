-- Idempotency-Key on the POSTs that create club data (issue 28): the first answer, kept 24 hours.
CREATE TABLE "idempotency_keys" (
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "endpoint" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "status" INTEGER,
    "response" TEXT,
    "content_type" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("scope","key")
);

CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");
