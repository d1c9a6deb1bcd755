/**
 * `npm run test:pg`: the integration tests where the engine matters, against a real PostgreSQL
 * server that this script starts itself (a throw-away cluster in a temporary folder on a free port)
 * and removes afterwards, with two production servers on it beside the files (tests/instances). `-- --all` runs the
 * whole integration suite there; `-- --instances` only the two servers; `-- <file>.test.ts…` only
 * those files, without the two servers.
 * Needs Debian's PostgreSQL binaries (`apt-get install -y postgresql`); .ci/run installs them.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { guardGeneratedFiles } from "./generated-files";

/**
 * The integration files whose subject is the database itself, run here on every CI run: the
 * embedded engine is the same PostgreSQL, but one connection in one process, with another driver
 * adapter. So here: concurrency and atomic counters (several connections at once, `SKIP LOCKED`,
 * advisory locks), transactions that roll back, collation in searches and sorting, numeric sums,
 * values that make the round trip through the `pg` adapter, the server's own errors (outage, invalid
 * input, unique keys) and sessions. The other files test HTTP, validation, permissions, storage and
 * rendering, which the engine does not change; `npm run test:pg -- --all` runs them here too.
 */
const POSTGRES_SUITE = [
  "account-tokens",
  "admin-lists",
  "audit-log",
  "audit-rollback",
  "auth-api",
  "backoffice-entities",
  "bank-statements",
  "complaints",
  "dashboard",
  "deposit-closure",
  "file-downloads",
  "funding",
  "money-guards",
  "input-edge-cases",
  "investor-identity",
  "ledger-rules",
  "liquidation-open-items",
  "mail-outbox",
  "operation-media",
  "operation-money",
  "operations-admin",
  "options",
  "own-data",
  "participation-requests",
  "payment-terms",
  "put-round-trip",
  "session-revocation",
  "sign-in-limits",
  "tax-papers",
  "transaction-search",
  "upload-quota",
].map((name) => `tests/integration/${name}.test.ts`);

function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => path.join(root, v, "bin")).find((dir) => fs.existsSync(path.join(dir, "initdb")));
  if (!bin) throw new Error("PostgreSQL no está instalado: apt-get install -y postgresql");
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

const isRoot = process.getuid?.() === 0;

/** initdb and postgres refuse to run as root: run them as the `postgres` user then. */
function runAsOwner(command: string, args: string[]) {
  const [file, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ["ignore", "ignore", "inherit"] });
}

const INSTANCES_AUTH_SECRET = "two-instances-secret-only-for-this-test-0123456789";

/**
 * Runs a command to its end; its output (stdout and stderr) is kept and handed back rather than
 * printed, so that two commands running at once do not mix their lines.
 */
function runQuietly(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
    child.on("error", (error) => resolve({ ok: false, output: `${output}${String(error)}\n` }));
  });
}

/**
 * Two production servers on this PostgreSQL (tests/instances), on a database of their own holding
 * the demo data, with the build of `npm test` (.next-e2e, made for http://127.0.0.1:3100) when there
 * is one, else a build of their own. Its output is returned, to be printed after the integration
 * files' that run beside it.
 */
async function twoInstances(databaseEnv: NodeJS.ProcessEnv, dir: string): Promise<{ ok: boolean; output: string }> {
  const env: NodeJS.ProcessEnv = { ...databaseEnv, STORAGE_URL: `file:${path.join(dir, "files")}` }; // never the developer's .data/files
  let output = "";
  const run = async (command: string, args: string[], extra: Record<string, string> = {}) => {
    const result = await runQuietly(command, args, { ...env, ...extra });
    output += result.output;
    return result.ok;
  };
  const given = process.env.INSTANCES_DIST_DIR;
  const siteUrl = (given && process.env.INSTANCES_SITE_URL) || "http://127.0.0.1:3100";
  const reuse = fs.existsSync(path.join(given ?? ".next-e2e", "BUILD_ID"));
  const distDir = reuse ? (given ?? ".next-e2e") : ".next-instances";
  const buildEnv = { NEXT_DIST_DIR: distDir, SITE_URL: siteUrl, NEXT_TELEMETRY_DISABLED: "1", __NEXT_PROCESSED_ENV: "true" };
  // The servers' sign-in secret is the seed's too: the demo admin's second factor is stored encrypted with it.
  if (!(await run("npx", ["tsx", "scripts/db.ts", "seed", "--yes"], { BETTER_AUTH_SECRET: INSTANCES_AUTH_SECRET })))
    return { ok: false, output };
  if (!reuse) {
    const restore = guardGeneratedFiles(process.cwd(), distDir); // next build rewrites tsconfig.json and next-env.d.ts
    const built = await run("npx", ["next", "build"], buildEnv);
    restore();
    if (!built) return { ok: false, output };
  }
  output += `Two production servers on PostgreSQL (build ${distDir})\n`;
  const ok = await run("npx", ["vitest", "run", "--config", "vitest.instances.config.ts"], {
    INSTANCES_DIST_DIR: distDir,
    INSTANCES_SITE_URL: siteUrl,
    INSTANCES_AUTH_SECRET,
  });
  if (!reuse) fs.rmSync(distDir, { recursive: true, force: true });
  return { ok, output };
}

async function main() {
  const bin = postgresBin();
  const port = process.env.PG_PORT ? Number(process.env.PG_PORT) : await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-pg-"));
  const dataDir = path.join(dir, "data");
  if (isRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);

  let started = false;
  const stop = () => {
    if (started) {
      try {
        runAsOwner(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "stop"]);
      } catch {
        // already stopped
      }
      started = false;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => {
    stop();
    process.exit(130);
  });

  try {
    // A UTF-8 locale, as a Spanish server has: with plain "C", case-insensitive search folds only
    // ASCII letters ("CHAMBERÍ" would not find "Chamberí").
    runAsOwner(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
    runAsOwner(path.join(bin, "pg_ctl"), [
      "-D",
      dataDir,
      "-w",
      "-l",
      path.join(dir, "server.log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "start",
    ]);
    started = true;
    const createdb = (...args: string[]) =>
      runAsOwner(path.join(bin, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", ...args]);
    createdb("club_test");

    const urlOf = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
    const env = { ...process.env, DATABASE_URL: urlOf("club_test") };
    // The README's Deploying step, compiled: `node dist/db.mjs deploy` (dist/ made by build:server).
    if (spawnSync("npm", ["run", "--silent", "build:server"], { stdio: "inherit" }).status !== 0) throw new Error("build:server failed");
    const deploy = spawnSync(process.execPath, ["dist/db.mjs", "deploy"], { env, stdio: "inherit" });
    if (deploy.status !== 0) throw new Error("node dist/db.mjs deploy failed on PostgreSQL");
    // The two servers' database, a copy of the migrated one made before the test workers copy it in
    // turn (a template must have no connection while it is copied): they run beside the files.
    createdb("-T", "club_test", "club_instances");
    console.log(`PostgreSQL ${path.basename(path.dirname(bin))} on port ${port}: running the integration tests`);
    const named = process.argv.slice(2).filter((arg) => arg.endsWith(".test.ts"));
    const files = named.length ? named : process.argv.includes("--all") ? ["tests/integration"] : POSTGRES_SUITE;
    const missing = files.filter((file) => !fs.existsSync(file));
    if (missing.length) throw new Error(`scripts/test-postgres.ts names files that are not there: ${missing.join(", ")}`);
    const instances = named.length ? null : twoInstances({ ...env, DATABASE_URL: urlOf("club_instances") }, dir);
    const suite = process.argv.includes("--instances")
      ? 0
      : await new Promise<number | null>((resolve) =>
          spawn("npx", ["vitest", "run", ...files], { env, stdio: "inherit" }).on("close", resolve),
        );
    const servers = instances && (await instances);
    if (servers) process.stdout.write(servers.output);
    process.exitCode = suite === 0 && (!servers || servers.ok) ? 0 : 1;
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
