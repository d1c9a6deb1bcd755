import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter } from "@prisma/driver-adapter-utils";
import type { Pool } from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";

/** Extensions the migrations create (`pg_trgm`: trigram indexes for substring search). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** An embedded engine in `dataDir` (in memory without it); `loadDataDir` fills a new one from a dump. */
export function createPGlite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), extensions: PGLITE_EXTENSIONS });
}

/**
 * Makes `executeScript` (how the migration engine applies a migration) run the whole script in one
 * round trip — one implicit transaction, awaited — as Prisma's native engine does. The published
 * adapters do not: the PGlite one does not wait for the script (a failing migration would be
 * recorded as applied) and the pg one splits the script on ";" (breaking function bodies).
 */
function runningWholeScripts<A extends SqlDriverAdapter>(adapter: A, run: (script: string) => Promise<unknown>): A {
  adapter.executeScript = async (script) => {
    await run(script);
  };
  return adapter;
}

/** The PGlite adapter; its shadow database (used to create migrations) has the extensions too. */
export class PGliteAdapterFactory extends PrismaPGlite {
  constructor(private readonly pglite: PGlite) {
    super(pglite);
  }

  override async connect() {
    return runningWholeScripts(await super.connect(), (script) => this.pglite.exec(script));
  }

  override async connectToShadowDb() {
    return new PGliteAdapterFactory(await createPGlite()).connect();
  }
}

/** The PostgreSQL server adapter (pool of `pg` connections). */
export class PgAdapterFactory extends PrismaPg {
  override async connect() {
    const adapter = await super.connect();
    // The adapter's pool (a protected field): a query without parameters may hold several statements.
    const pool = (adapter as unknown as { client: Pool }).client;
    return runningWholeScripts(adapter, (script) => pool.query(script));
  }
}
