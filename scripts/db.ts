/**
 * The project's database tool. Works with no network: it drives Prisma's WASM schema engine.
 *
 *   npm run db:migrate -- --name <name>   create a migration from a change to prisma/schema.prisma
 *   npm run db:deploy                      apply pending migrations to DATABASE_URL
 *   npm run db:seed                        (re)load the demo data (refused in production)
 *   npm run db:setup                       deploy, then seed if the embedded database is empty
 *   npm run db:reset                       delete the embedded database and set it up again
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { resolveDatabaseTarget } from "../server/database/config";
import { openDatabase } from "../server/database/open";
import { applyMigrations, createMigration } from "../server/database/migrations";
import { prepareDatabase } from "../server/database/prepare";
import { seedDemoData } from "../prisma/seed";
import { loadEnvFiles } from "../server/load-env-files";

async function main() {
  loadEnvFiles();
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { name: { type: "string" }, large: { type: "boolean", default: false } },
  });
  const command = positionals[0];
  const target = resolveDatabaseTarget();

  switch (command) {
    case "migrate": {
      const name = (values.name ?? "").trim().replace(/[^a-zA-Z0-9_]+/g, "_");
      if (!name) throw new Error("Usage: npm run db:migrate -- --name <migration_name>");
      const scratch = await openDatabase({ kind: "memory" });
      try {
        const created = await createMigration(scratch.adapter, name);
        console.log(created ? `Created prisma/migrations/${created}` : "The schema matches the migrations: nothing to create.");
      } finally {
        await scratch.close();
      }
      if (target.kind !== "memory") await runOn(target, async (db) => report(await applyMigrations(db.adapter)));
      return;
    }
    case "deploy":
      return runOn(target, async (db) => report(await applyMigrations(db.adapter)));
    case "seed":
      assertNotProduction();
      return runOn(target, async (db) => {
        await applyMigrations(db.adapter);
        await seedDemoData(db.prisma, { large: values.large });
      });
    case "setup":
      return runOn(target, (db) => prepareDatabase(db, { log: console.log }));
    case "reset": {
      assertNotProduction();
      if (target.kind !== "pglite") throw new Error("db:reset only deletes the embedded database.");
      // Open first: the lock guarantees that no server is using the directory we delete.
      const db = await openDatabase(target);
      await db.pglite?.close();
      fs.rmSync(target.dataDir, { recursive: true, force: true });
      await db.close();
      return runOn(target, (fresh) => prepareDatabase(fresh, { log: console.log }));
    }
    default:
      throw new Error("Usage: tsx scripts/db.ts <migrate --name x | deploy | seed [--large] | setup | reset>");
  }
}

async function runOn(target: ReturnType<typeof resolveDatabaseTarget>, run: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) {
  const db = await openDatabase(target);
  try {
    await run(db);
  } finally {
    await db.close();
  }
}

function report(applied: string[]) {
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations.");
}

function assertNotProduction() {
  if (process.env.NODE_ENV === "production") throw new Error("Demo seeding is refused in production.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
