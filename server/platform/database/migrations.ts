import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";

/**
 * Prisma's migration engine, in its WASM build, driven through a driver adapter. The Prisma CLI
 * would download a native engine (impossible offline); this keeps Prisma's standard folder format
 * (`prisma/migrations/<timestamp>_<name>/migration.sql` + `migration_lock.toml`) and its
 * `_prisma_migrations` table, so `prisma migrate deploy` works too wherever the native engine exists.
 */
export const MIGRATIONS_DIR = path.resolve("prisma/migrations");
export const SCHEMA_FILE = path.resolve("prisma/schema.prisma");
const LOCKFILE = "migration_lock.toml";
const NO_FILTER = { externalTables: [], externalEnums: [] };

export function readMigrations(dir = MIGRATIONS_DIR): MigrationList {
  const entries = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : [];
  const lockPath = path.join(dir, LOCKFILE);
  return {
    baseDir: dir,
    lockfile: { path: LOCKFILE, content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null },
    migrationDirectories: entries.map((name) => {
      const file = path.join(dir, name, "migration.sql");
      return {
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: fs.existsSync(file)
            ? { tag: "ok" as const, value: fs.readFileSync(file, "utf8") }
            : { tag: "error" as const, value: `missing ${file}` },
        },
      };
    }),
    shadowDbInitScript: "",
  };
}

type EngineModule = typeof import("@prisma/schema-engine-wasm");

/**
 * The engine arms a 10 s timer it never clears (the losing side of a timeout race): it kept every
 * command that migrates (`db:*`, `create-admin`) alive for 10 s after its work was done. Its
 * timers no longer hold the process open; nothing the engine is awaited for depends on them.
 */
function withUnrefTimers(imports: WebAssembly.ModuleImports): WebAssembly.ModuleImports {
  return Object.fromEntries(
    Object.entries(imports).map(([name, value]) => {
      if (!name.startsWith("__wbg_setTimeout_") || typeof value !== "function") return [name, value];
      return [
        name,
        (...args: unknown[]) => {
          const timer = (value as (...a: unknown[]) => unknown)(...args);
          (timer as { unref?: () => void } | undefined)?.unref?.();
          return timer;
        },
      ];
    }),
  );
}

let engineModule: Promise<EngineModule> | undefined;

function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    const require = createRequire(import.meta.url);
    const glue = (await import("@prisma/schema-engine-wasm/schema_engine_bg")) as EngineModule & {
      __wbg_set_wasm(exports: WebAssembly.Exports): void;
    };
    const wasmPath = path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm")), "schema_engine_bg.wasm");
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), {
      "./schema_engine_bg.js": withUnrefTimers(glue as unknown as WebAssembly.ModuleImports),
    });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return engineModule;
}

async function withEngine<T>(
  adapter: SqlMigrationAwareDriverAdapterFactory,
  run: (engine: SchemaEngine, schema: string) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadEngineModule();
  const schema = fs.readFileSync(SCHEMA_FILE, "utf8");
  const bound = bindMigrationAwareSqlAdapterFactory(adapter);
  const engine = await SchemaEngine.new({ datamodels: [[SCHEMA_FILE, schema]] }, () => {}, bound);
  try {
    return await run(engine, schema);
  } catch (error) {
    throw withDatabaseCause(error, bound.errorRegistry);
  } finally {
    engine.free();
  }
}

/**
 * The engine reports a failing statement as "External error id#N": the database's own message (a
 * migration's RAISE EXCEPTION telling the operator what to do) is kept by the adapter under that id.
 */
function withDatabaseCause(error: unknown, registry: { consumeError(id: number): { error: unknown } | undefined }): unknown {
  const id = /External error id#(\d+)/.exec(error instanceof Error ? error.message : String(error))?.[1];
  const cause = id === undefined ? undefined : registry.consumeError(Number(id))?.error;
  if (cause === undefined) return error;
  const detail = (cause as { cause?: unknown; message?: unknown }).cause ?? cause;
  const message = typeof detail === "object" && detail && "message" in detail ? String(detail.message) : JSON.stringify(detail);
  return new Error(`${message}\n${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

/** Applies every migration not yet recorded in `_prisma_migrations`; returns their names. */
export async function applyMigrations(adapter: SqlMigrationAwareDriverAdapterFactory, dir = MIGRATIONS_DIR) {
  return withEngine(adapter, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList: readMigrations(dir), filters: NO_FILTER });
    return out.appliedMigrationNames;
  });
}

/**
 * Writes a new migration that takes the database from the existing migrations to the current
 * schema. Run it against an empty in-memory PGlite: the engine replays the history on a shadow
 * database and diffs it with schema.prisma. Returns the folder name, or null when nothing changed.
 */
export async function createMigration(
  adapter: SqlMigrationAwareDriverAdapterFactory,
  name: string,
  dir = MIGRATIONS_DIR,
): Promise<string | null> {
  return withEngine(adapter, async (engine, schema) => {
    const migrationsList = readMigrations(dir);
    await engine.applyMigrations({ migrationsList, filters: NO_FILTER });
    await engine.devDiagnostic({ migrationsList, filters: NO_FILTER });
    const out = await engine.createMigration({
      draft: false,
      migrationName: name,
      migrationsList,
      schema: { files: [{ path: SCHEMA_FILE, content: schema }] },
      filters: NO_FILTER,
    });
    if (!out.migrationScript) return null;
    const folder = path.join(dir, out.generatedMigrationName);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `migration.${out.extension}`), out.migrationScript);
    const lockPath = path.join(dir, LOCKFILE);
    if (!fs.existsSync(lockPath)) {
      fs.writeFileSync(
        lockPath,
        `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${out.connectorType}"\n`,
      );
    }
    return out.generatedMigrationName;
  });
}
