-- Tokens at rest are SHA-256 hashes (server/auth/token-hashing.ts): the sessions and one-time links
-- stored in clear until now are ended (everyone signs in again, old links stop working), and the
-- links already written into e-mails are replaced by "[enlace privado]".
DELETE FROM "sessions";
DELETE FROM "verifications";

-- AlterTable
ALTER TABLE "emails" ADD COLUMN     "private_link" TEXT;

UPDATE "emails"
SET "html" = regexp_replace("html", 'https?://[^"<>[:space:]]*\?token=[A-Za-z0-9_-]+', '[enlace privado]', 'g'),
    "text" = regexp_replace("text", 'https?://[^"<>[:space:]]*\?token=[A-Za-z0-9_-]+', '[enlace privado]', 'g')
WHERE "html" LIKE '%?token=%' OR "text" LIKE '%?token=%';
