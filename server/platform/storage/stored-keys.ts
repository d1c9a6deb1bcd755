import type { PrismaClient } from "../../../generated/prisma/client";

/**
 * Every storage key a row names: documents, contracts, identification files and uploads not yet attached. A stored file
 * outside this list is an orphan. Not `server-only`: the seed and the backup tool read it too.
 */
export async function storedFileKeys(prisma: PrismaClient): Promise<string[]> {
  const rows = await prisma.$queryRawUnsafe<{ key: string }[]>(
    `SELECT storage_key AS key FROM documents WHERE storage_key IS NOT NULL
     UNION SELECT storage_key FROM contracts WHERE storage_key IS NOT NULL
     UNION SELECT storage_key FROM identity_files
     UNION SELECT contract_key FROM deposit_accounts
     UNION SELECT storage_key FROM pending_uploads ORDER BY key`,
  );
  return rows.map((row) => row.key);
}
