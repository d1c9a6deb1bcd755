import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closedPort } from "./silent-server";

/** Debian's PostgreSQL binaries (`apt-get install -y postgresql`), or null when absent. */
export function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(root, v, "bin")).find((dir) => fs.existsSync(path.join(dir, "initdb"))) ?? null;
}

/**
 * A throw-away PostgreSQL server on 127.0.0.1 (a new cluster in a temporary folder, as
 * scripts/test-postgres.ts starts one) that a test can stop and start again: a database outage.
 * initdb and postgres refuse to run as root, so as root they run as the `postgres` user.
 */
export async function startPostgres(bin: string) {
  const port = await closedPort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-pg-outage-"));
  const dataDir = path.join(dir, "data");
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const run = (command: string, args: string[]) => {
    const [file, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]] : [path.join(bin, command), args];
    execFileSync(file, argv, { stdio: ["ignore", "ignore", "inherit"] });
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", dataDir, "-w", "-l", path.join(dir, "server.log"), "-o", options, "start"]);
  let running = false;

  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  start();
  running = true;
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "club_outage"]);

  return {
    url: `postgresql://postgres@127.0.0.1:${port}/club_outage`,
    /** Stops the server as an operator's restart does (`-m fast`: sessions are ended with 57P01). */
    stop() {
      if (running) run("pg_ctl", ["-D", dataDir, "-w", "-m", "fast", "stop"]);
      running = false;
    },
    start() {
      if (!running) start();
      running = true;
    },
    remove() {
      try {
        if (running) run("pg_ctl", ["-D", dataDir, "-m", "immediate", "stop"]);
      } finally {
        running = false;
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
