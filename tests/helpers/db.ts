import { getDatabase } from "@/server/platform/database/instance";
import { seedDemoData } from "@/prisma/seed";
import { forgetSessions } from "@/server/auth/session-cache";

const TABLES = [
  "transactions",
  "contracts",
  "documents",
  "investments",
  "contact_messages",
  "operations",
  "users",
  "settings",
  "sessions",
  "accounts",
  "verifications",
  "request_throttles",
  "idempotency_keys",
];

/** The test database (in memory, or the PostgreSQL server of `npm run test:pg`). */
export async function testDb() {
  return (await getDatabase()).prisma;
}

/** Empties every table, so each test starts from a known state on any engine. */
export async function resetDatabase() {
  const prisma = await testDb();
  await prisma.$executeRawUnsafe(`TRUNCATE ${TABLES.map((t) => `"${t}"`).join(", ")} CASCADE`);
  forgetSessions(); // the sessions it remembered are gone
}

export async function seedDatabase() {
  await resetDatabase();
  await seedDemoData(await testDb());
}
