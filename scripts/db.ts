/**
 * The project's database tool. Works with no network: it drives Prisma's WASM schema engine.
 *
 *   npm run db:migrate -- --name <name>   create a migration from a change to prisma/schema.prisma,
 *                                          apply it and regenerate the Prisma client
 *   npm run db:deploy                      apply pending migrations to DATABASE_URL (what `npm run build` does)
 *   npm run db:seed [-- --large] [--yes]   (re)load the demo data (refused in production)
 *   npm run db:setup                       deploy, then the demo data if the embedded database is empty (development)
 *   npm run db:reset [-- --yes]            delete the embedded database and set it up again with the demo data
 *
 * Seeding and resetting delete every user: with users that are not demo users they need `--yes`.
 */
import "./server-code";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { resolveDatabaseTarget } from "../server/platform/database/config";
import { openDatabase, type Database } from "../server/platform/database/open";
import { applyMigrations, createMigration } from "../server/platform/database/migrations";
import { prepareDatabase } from "../server/platform/database/prepare";
import { loadEnvFiles } from "../server/platform/load-env-files";
import { census } from "./db/census";
import { assertMayReplaceData } from "./db/guard";

const USAGE = "Uso: npm run db:migrate -- --name <nombre> | db:deploy | db:seed [-- --large] [--yes] | db:setup | db:reset [-- --yes]";

/** The demo data's loader, which calls the data layer: loaded once the hook of ./server-code is in place. */
const seedDemoData: typeof import("../prisma/seed").seedDemoData = async (...args) =>
  (await import("../prisma/seed")).seedDemoData(...args);

async function main() {
  loadEnvFiles();
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: "string" },
      large: { type: "boolean", default: false },
      yes: { type: "boolean", default: false },
    },
  });
  const command = positionals[0];
  const target = resolveDatabaseTarget();

  switch (command) {
    case "migrate": {
      const name = (values.name ?? "").trim().replace(/[^a-zA-Z0-9_]+/g, "_");
      if (!name) throw new Error(`Falta --name.\nUso: npm run db:migrate -- --name <nombre_de_la_migracion>`);
      const scratch = await openDatabase({ kind: "memory" });
      try {
        const created = await createMigration(scratch.adapter, name);
        console.log(
          created ? `Migración creada: prisma/migrations/${created}` : "El esquema coincide con las migraciones: no hay nada que crear.",
        );
      } finally {
        await scratch.close();
      }
      if (target.kind !== "memory") await runOn(target, async (db) => report(await applyMigrations(db.adapter)));
      regenerateClient();
      return;
    }
    case "deploy":
      return runOn(target, async (db) => report(await applyMigrations(db.adapter)));
    case "seed":
      assertNotProduction("db:seed");
      return runOn(target, async (db) => {
        report(await applyMigrations(db.adapter));
        await assertMayReplaceData(db.prisma, values.yes, "db:seed");
        console.log(`Se borrará: ${await census(db.prisma)}.`);
        await seedDemoData(db.prisma, { large: values.large, progress: (line) => console.log(`  ${line}`) });
        console.log(`Cargado: ${await census(db.prisma)}.`);
      });
    case "setup":
      return runOn(target, async (db) => (await prepareDatabase(db, { demoData: seedDemoData, log: console.log })).maintenance());
    case "reset": {
      assertNotProduction("db:reset");
      if (target.kind !== "pglite") throw new Error("db:reset solo borra la base de datos embebida (DATABASE_URL vacía o file:<carpeta>).");
      // Open first: the lock guarantees that no server is using the directory we delete.
      const db = await openDatabase(target);
      try {
        await applyMigrations(db.adapter);
        await assertMayReplaceData(db.prisma, values.yes, "db:reset");
        await db.pglite?.close();
        fs.rmSync(target.dataDir, { recursive: true, force: true });
      } finally {
        await db.close();
      }
      console.log(`Base de datos embebida borrada: ${target.dataDir}`);
      return runOn(target, async (fresh) => {
        await prepareDatabase(fresh, { demoData: seedDemoData, log: console.log });
        console.log(`Cargado: ${await census(fresh.prisma)}.`);
      });
    }
    default:
      throw new Error(USAGE);
  }
}

async function runOn(target: ReturnType<typeof resolveDatabaseTarget>, run: (db: Database) => Promise<void>) {
  const db = await openDatabase(target);
  try {
    await run(db);
  } finally {
    await db.close();
  }
}

function report(applied: string[]) {
  console.log(applied.length ? `Migraciones aplicadas: ${applied.join(", ")}` : "No hay migraciones pendientes.");
}

/** The Prisma client is generated from the schema: after a migration it must follow. */
function regenerateClient() {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  // Prisma's own (English) notes are kept for a failure only.
  const result = spawnSync(npm, ["run", "--silent", "db:generate"], { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (result.status !== 0) throw new Error(`No se pudo regenerar el cliente de Prisma (npm run db:generate):\n${result.stderr}`);
  console.log("Cliente de Prisma regenerado.");
}

function assertNotProduction(command: string) {
  if (process.env.NODE_ENV === "production") {
    throw new Error(`npm run ${command} carga datos de demostración y se rechaza en producción (NODE_ENV=production).`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
