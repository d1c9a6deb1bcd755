-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "club_registry" VARCHAR(300);

-- CreateTable
CREATE TABLE "legal_texts" (
    "id" UUID NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "version" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_by" UUID,

    CONSTRAINT "legal_texts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "consents" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "email" VARCHAR(254) NOT NULL,
    "purpose" VARCHAR(20) NOT NULL,
    "granted" BOOLEAN NOT NULL,
    "version" INTEGER,
    "source" VARCHAR(30) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "legal_texts_kind_version_key" ON "legal_texts"("kind", "version");

-- CreateIndex
CREATE INDEX "consents_user_id_idx" ON "consents"("user_id");

-- CreateIndex
CREATE INDEX "consents_email_idx" ON "consents"("email");

-- AddForeignKey
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
