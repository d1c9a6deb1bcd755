import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { dayInMadrid } from "@/lib/format";
import { seedDemoData } from "@/prisma/seed";
import { applyMigrations } from "@/server/platform/database/migrations";
import { openDatabase } from "@/server/platform/database/open";
import { env } from "@/server/platform/env";
import { folderStorage } from "@/server/platform/storage/folder";
import { onDatabase } from "./pg-worker-database";

/** What the global setup made once for the whole run, for each test file to copy. */
export type DatabaseSnapshots = {
  /** A dump of a migrated, empty in-memory database ("" on PostgreSQL). */
  migrated: string;
  /** A dump of the same database with the demo data seeded ("" on PostgreSQL). */
  seeded: string;
  /** On PostgreSQL, the database holding the demo data that a worker's database is copied from ("" in memory). */
  seededTemplate: string;
  /** The demo's stored files (a folder storage): the seed's PDFs and identity photos. */
  seededFiles: string;
  /** Madrid's day the demo was seeded for (its dates are relative to it). */
  seededDay: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
/** Kept between runs: a second `npm test` the same day, on the same sources, seeds nothing. */
const CACHE = path.join(ROOT, "node_modules/.cache/club-test-databases");

/**
 * Vitest global setup: the demo data is seeded once per run (issue 65) and each test file copies it
 * (tests/helpers/test-database.ts), instead of 64 files migrating and seeding the same rows. In
 * memory: a dump of the migrated database and one of the seeded database, which a file loads in
 * about half a second. On the PostgreSQL server of `npm run test:pg`: a seeded template database
 * beside the migrated one, which a worker's database is copied from (CREATE DATABASE … TEMPLATE).
 * The in-memory dumps are kept under node_modules/.cache, keyed by what makes them: the migrations,
 * the seed's sources (prisma/, server/, lib/, schemas/), the locked packages, the secrets the seed
 * hashes and encrypts with, and Madrid's day (the demo's dates are relative to it). Made when the run
 * starts: `vitest --watch` keeps the demo it began with until it is restarted.
 */
export default async function makeSnapshotsOnce(project: TestProject) {
  // Each Vitest project (vitest.config.ts) runs this setup, at the same time: they share one set.
  const shared = globalThis as typeof globalThis & { __databaseSnapshots?: { made: Promise<DatabaseSnapshots>; users: number } };
  const url = project.config.env.DATABASE_URL ?? "memory://";
  shared.__databaseSnapshots ??= { made: url.startsWith("memory://") ? inMemorySnapshots() : postgresSnapshots(url), users: 0 };
  const snapshots = shared.__databaseSnapshots;
  snapshots.users++;
  project.provide("databaseSnapshots", await snapshots.made);
  return async () => {
    if (--snapshots.users > 0) return;
    shared.__databaseSnapshots = undefined;
    // What is not kept between runs: the PostgreSQL seed's files.
    const { seededTemplate, seededFiles } = await snapshots.made;
    if (seededTemplate) fs.rmSync(seededFiles, { recursive: true, force: true });
  };
}

async function inMemorySnapshots(): Promise<DatabaseSnapshots> {
  const seededDay = dayInMadrid(new Date());
  const migratedKey = sourcesKey(["prisma/migrations", "package-lock.json"]);
  const migrated = await cached(`migrated-${migratedKey}`, async (dir) => {
    const db = await openDatabase({ kind: "memory" });
    await applyMigrations(db.adapter);
    await dump(db, path.join(dir, "database.tar"));
  });
  const seededKey = sourcesKey(
    ["prisma", "server", "lib", "schemas", "package-lock.json", "tests/helpers/database-snapshots.ts"],
    [...seedSecrets(), seededDay],
  );
  const seeded = await cached(`seeded-${seededKey}`, async (dir) => {
    const db = await openDatabase({ kind: "memory", snapshot: new Blob([fs.readFileSync(path.join(migrated, "database.tar"))]) });
    await seedDemoData(db.prisma, { storage: folderStorage(path.join(dir, "files")) });
    await dump(db, path.join(dir, "database.tar"));
  });
  dropStale(new Set([migrated, seeded]));
  return {
    migrated: path.join(migrated, "database.tar"),
    seeded: path.join(seeded, "database.tar"),
    seededTemplate: "",
    seededFiles: path.join(seeded, "files"),
    seededDay,
  };
}

/**
 * On PostgreSQL (`npm run test:pg` migrated `url`'s database): a copy of it seeded here, with the
 * test workers' environment, so the demo admin's second factor is encrypted with their secret.
 * Made for this run (the server is a throw-away one), its files in the run's own folder.
 */
async function postgresSnapshots(url: string): Promise<DatabaseSnapshots> {
  const template = `${new URL(url).pathname.slice(1)}_seeded`;
  const admin = new pg.Client({ connectionString: onDatabase(url, "postgres") });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
    await admin.query(`CREATE DATABASE "${template}" TEMPLATE "${new URL(url).pathname.slice(1)}"`);
  } finally {
    await admin.end();
  }
  const seededFiles = fs.mkdtempSync(path.join(os.tmpdir(), "club-seeded-files-"));
  const seededDay = dayInMadrid(new Date());
  const db = await openDatabase({ kind: "postgres", url: onDatabase(url, template) });
  try {
    await seedDemoData(db.prisma, { storage: folderStorage(seededFiles) });
  } finally {
    await db.close();
  }
  return { migrated: "", seeded: "", seededTemplate: template, seededFiles, seededDay };
}

async function dump(db: Awaited<ReturnType<typeof openDatabase>>, file: string): Promise<void> {
  const data = await db.pglite!.dumpDataDir("none");
  await db.close();
  fs.writeFileSync(file, Buffer.from(await data.arrayBuffer()));
}

/** The folder `name` under the cache, made by `make` into a temporary folder renamed into place (a half-made one is never read). */
async function cached(name: string, make: (dir: string) => Promise<void>): Promise<string> {
  fs.mkdirSync(CACHE, { recursive: true });
  const dir = path.join(CACHE, name);
  if (fs.existsSync(dir)) {
    const now = new Date();
    fs.utimesSync(dir, now, now); // in use: not another run's to drop
    return dir;
  }
  const temp = fs.mkdtempSync(path.join(CACHE, `.${name}-`));
  try {
    await make(temp);
    fs.renameSync(temp, dir);
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true });
    // Another run made it meanwhile: theirs is as good.
    if (!fs.existsSync(dir)) throw error;
  }
  return dir;
}

/**
 * Earlier days' and earlier sources' snapshots (and leftovers of an interrupted run) unused for a day:
 * a run started on other sources, still reading its own, keeps them meanwhile.
 */
function dropStale(keep: Set<string>): void {
  for (const entry of fs.readdirSync(CACHE)) {
    const dir = path.join(CACHE, entry);
    if (keep.has(dir) || Math.abs(Date.now() - fs.statSync(dir).mtimeMs) < 86_400_000) continue;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What the seed reads from the environment: the demo password it hashes, the admin's TOTP secret and
 * the sign-in secret it encrypts with, and the site's address the signed deposit contracts carry.
 */
function seedSecrets(): string[] {
  return [env().DEMO_PASSWORD, env().DEMO_TOTP_SECRET, env().BETTER_AUTH_SECRET ?? "", env().SITE_URL ?? ""];
}

/** A hash of every file under `entries` (paths from the project's root) and of `extra`. */
function sourcesKey(entries: string[], extra: string[] = []): string {
  const hash = crypto.createHash("sha256");
  const files: string[] = [];
  const walk = (relative: string) => {
    const full = path.join(ROOT, relative);
    if (fs.statSync(full).isDirectory()) for (const entry of fs.readdirSync(full).sort()) walk(path.join(relative, entry));
    else files.push(relative);
  };
  for (const entry of entries) walk(entry);
  for (const file of files)
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(ROOT, file)))
      .update("\0");
  for (const value of extra) hash.update(value).update("\0");
  return hash.digest("hex").slice(0, 16);
}
