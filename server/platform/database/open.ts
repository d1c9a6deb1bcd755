import fs from "node:fs";
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "../../../generated/prisma/client";
import type { DatabaseTarget } from "./config";
import { createPGlite, PgAdapterFactory, PGliteAdapterFactory } from "./adapters";
import { acquireDatabaseLock } from "./lock";
import { env } from "../env";

/** How long opening one connection to a PostgreSQL server may take before it counts as unavailable. */
export const CONNECT_DEADLINE_MS = 5_000;

/**
 * A pool connection with a deadline on connecting only: a server that accepts the connection and
 * never answers (frozen, half-dead) fails the request with a 503 after CONNECT_DEADLINE_MS instead of
 * hanging it. The pool's own `connectionTimeoutMillis` would also bound waiting for a free
 * connection, which a burst on a throttle row legitimately does for longer.
 */
class ConnectDeadlineClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_DEADLINE_MS });
  }
}

export type Database = {
  target: DatabaseTarget;
  prisma: PrismaClient;
  /** The driver adapter, also used by the migration tool. */
  adapter: SqlMigrationAwareDriverAdapterFactory;
  /** The embedded engine, when the target is PGlite (for raw SQL in tools and tests). */
  pglite?: PGlite;
  close(): Promise<void>;
};

/**
 * Opens the database named by `target`. For the embedded PGlite directory the exclusive lock is
 * taken first, so a second process fails here, before it can touch the files.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const adapter = new PgAdapterFactory({ connectionString: target.url, max: env().DATABASE_POOL_SIZE, Client: ConnectDeadlineClient });
    const prisma = new PrismaClient({ adapter });
    return { target, prisma, adapter, close: () => prisma.$disconnect() };
  }

  let release = () => {};
  let pglite: PGlite;
  if (target.kind === "pglite") {
    release = await acquireDatabaseLock(target.dataDir);
    try {
      fs.mkdirSync(target.dataDir, { recursive: true });
      pglite = await createPGlite(target.dataDir);
    } catch (error) {
      release();
      throw error;
    }
  } else {
    pglite = await createPGlite(undefined, target.snapshot);
  }

  const adapter = new PGliteAdapterFactory(pglite);
  const prisma = new PrismaClient({ adapter });
  return {
    target,
    prisma,
    adapter,
    pglite,
    async close() {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
      release();
    },
  };
}
