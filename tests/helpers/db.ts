import { getDatabase } from "@/server/platform/database/instance";
import { seedDemoData } from "@/prisma/seed";
import { forgetSessions } from "@/server/auth/session-cache";
import { loadSeededDemo } from "./test-database";

const TABLES = [
  "bank_entries",
  "bank_statements",
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
  "emails",
  "download_logs",
  "pending_uploads",
];

/** The test database (in memory, or the PostgreSQL server of `npm run test:pg`). */
export async function testDb() {
  return (await getDatabase()).prisma;
}

/** Empties every table, so each test starts from a known state on any engine. */
export async function resetDatabase() {
  const prisma = await testDb();
  // The audit log is append-only for the app; a test file still starts from an empty one, since the
  // demo's ids are fixed and the events of an earlier file on the same database would otherwise count.
  await prisma.$transaction([
    prisma.$executeRawUnsafe(`ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_append_only"`),
    prisma.$executeRawUnsafe(`TRUNCATE ${[...TABLES, "audit_events"].map((t) => `"${t}"`).join(", ")} CASCADE`),
    prisma.$executeRawUnsafe(`ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_append_only"`),
  ]);
  forgetSessions(); // the sessions it remembered are gone
}

/**
 * The demo data, as `npm run db:seed` loads it: a copy of the run's seeded database and files
 * (tests/helpers/database-snapshots.ts), or, when that was seeded on another day, seeded here.
 */
export async function seedDatabase() {
  forgetSessions(); // the sessions it remembered are in the database it replaces
  if (await loadSeededDemo()) return;
  await resetDatabase();
  await seedDemoData(await testDb());
}
