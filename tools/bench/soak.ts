/**
 * `npm run bench:soak`: two production servers on one PostgreSQL server under mixed reads and
 * writes for a long time (issue 28, item 5), to see whether memory levels off.
 *
 *  1. The benchmark's build (.next-bench, as `npm run bench`; built unless --no-build), a throw-away
 *     PostgreSQL cluster (Debian's `postgresql`), migrated and loaded with the demo data.
 *  2. Two servers (`node dist/server.mjs`) on ports 3200 and 3201 for the build's address.
 *  3. `--connections` loops (default 4) for `--minutes` (default 60), each request to A or B in
 *     turn: public pages and API (70 %), the admin's lists (15 %), and writes (15 %): an operation's
 *     edit, a movement created then deleted.
 *  4. Every `--sample` minutes (default 10): requests, errors (5xx, refused connections, anything
 *     not expected), p50 and p99, and each server's resident memory (RSS, from /proc).
 *
 *   npm run bench:soak -- [--minutes 60] [--sample 10] [--connections 4] [--no-build]
 *
 * Exit code: 0 with no error, 1 otherwise.
 */
import fs from "node:fs";
import { signInAsAdmin } from "./lib/demo-sessions";
import { parseCommandLine, positiveInteger } from "./lib/cli";
import { fixed, table } from "./lib/markdown";
import { parseOptions } from "./lib/options";
import { benchEnv, BENCH_STATE, prepare } from "./lib/prepare";
import { runBenchmark, runStep } from "./lib/processes";
import { ROOT } from "./lib/results";
import { startCompiledServer, type Service } from "./lib/services";
import { operationForm } from "../../tests/helpers/operation-form";
import { postgresBin, startPostgres } from "../../tests/helpers/postgres-server";

const USAGE = "Usage: npm run bench:soak -- [--minutes 60] [--sample 10] [--connections 4] [--no-build]";

type Window = { requests: number; errors: number; latencies: number[] };
type Sample = { minute: number; requests: number; errors: number; p50: number; p99: number; rssMb: number[] };

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  const line = fs
    .readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((row) => row.startsWith("VmRSS:"));
  return line ? Number(line.replace(/\D+/g, "")) / 1024 : 0;
}

async function main(): Promise<number> {
  const values = parseCommandLine(process.argv.slice(2), USAGE, {
    minutes: { type: "string" },
    sample: { type: "string" },
    connections: { type: "string" },
    "no-build": { type: "boolean", default: false },
  });
  const minutes = positiveInteger("--minutes", values.minutes, 60, USAGE);
  const sampleMinutes = positiveInteger("--sample", values.sample, 10, USAGE);
  const connections = positiveInteger("--connections", values.connections, 4, USAGE);
  const options = parseOptions(values["no-build"] ? ["--no-build"] : []);

  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL no está instalado: apt-get install -y postgresql");
  console.log(`• build (${BENCH_STATE.distDir})…`);
  await prepare(ROOT, options);
  const postgres = await startPostgres(bin);
  try {
    const env = { ...benchEnv(options), DATABASE_URL: postgres.url };
    // `setup` loads the demo data only into the embedded database; on a server, `seed` does.
    for (const step of [["deploy"], ["seed", "--yes"]]) {
      await runStep(`PostgreSQL: db ${step[0]}`, process.execPath, ["--import", "tsx", "scripts/db.ts", ...step], {
        cwd: ROOT,
        env: { ...env, NODE_ENV: "development" },
        timeoutMs: 180_000,
      });
    }
    const servers: Service[] = [];
    for (const port of [options.port, options.port + 1]) {
      servers.push(await startCompiledServer(ROOT, { host: options.host, port }, env));
    }
    try {
      return await soak(servers, options.host, { minutes, sampleMinutes, connections });
    } finally {
      for (const server of servers) await server.stop();
    }
  } finally {
    postgres.remove();
  }
}

async function soak(
  servers: Service[],
  host: string,
  run: { minutes: number; sampleMinutes: number; connections: number },
): Promise<number> {
  const [a, b] = servers as [Service, Service];
  const origin = `http://${host}:${new URL(a.baseUrl).port}`; // the build's address (SITE_URL)
  const cookie = await signInAsAdmin(a.baseUrl);
  // An operation of the soak's own: its public page is read, and it is edited and given movements.
  const form = operationForm(`Banco de pruebas de resistencia ${Date.now()}`);
  const made = await fetch(`${a.baseUrl}/api/operations`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie },
    body: JSON.stringify(form),
  });
  if (made.status !== 201) throw new Error(`creating the soak's operation answered ${made.status}: ${await made.text()}`);
  const target = (await made.json()) as { id: string; slug: string };
  const users = (await (await fetch(`${a.baseUrl}/api/users`, { headers: { cookie } })).json()) as { id: string }[];

  const pids = servers.map((server) => server.child.pid);
  const samples: Sample[] = [{ minute: 0, requests: 0, errors: 0, p50: 0, p99: 0, rssMb: pids.map(rssMb) }];
  let window: Window = { requests: 0, errors: 0, latencies: [] };
  /** Each kind of error and how often it happened. */
  const errors = new Map<string, number>();
  const tally = (error: string) => errors.set(error, (errors.get(error) ?? 0) + 1);
  const started = Date.now();
  const end = started + run.minutes * 60_000;
  let turn = 0;

  const timed = async (label: string, request: () => Promise<Response>, ok: (status: number) => boolean) => {
    const t = performance.now();
    try {
      const response = await request();
      const body = await response.text();
      window.latencies.push(performance.now() - t);
      window.requests++;
      if (!ok(response.status)) {
        window.errors++;
        tally(`${label}: ${response.status} ${body.slice(0, 200)}`);
      }
      return { status: response.status, body };
    } catch (error) {
      window.requests++;
      window.errors++;
      tally(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };

  const one = async () => {
    const base = (turn++ % 2 === 0 ? a : b).baseUrl;
    const dice = Math.random() * 100;
    const json = { "content-type": "application/json", origin, cookie };
    if (dice < 70) {
      const path = ["/", "/operations", `/operations/${target.slug}`, "/api/operations", "/how-it-works"][Math.floor(Math.random() * 5)]!;
      await timed(
        `GET ${path}`,
        () => fetch(`${base}${path}`),
        (status) => status === 200,
      );
    } else if (dice < 85) {
      const path = ["/api/transactions?pageSize=25", "/api/investments?pageSize=25", "/api/audit-events?pageSize=20", "/api/users"][
        Math.floor(Math.random() * 4)
      ]!;
      await timed(
        `GET ${path}`,
        () => fetch(`${base}${path}`, { headers: { cookie } }),
        (status) => status === 200,
      );
    } else if (dice < 92) {
      const body = { ...form, expectedTerm: String(12 + Math.floor(Math.random() * 24)) };
      await timed(
        "PUT operation",
        () => fetch(`${base}/api/operations/${target.id}`, { method: "PUT", headers: json, body: JSON.stringify(body) }),
        (status) => status === 200,
      );
    } else {
      const user = users[Math.floor(Math.random() * users.length)]!;
      const movement = { userId: user.id, operationId: target.id, type: "deposit", amount: "100", status: "pending", description: "soak" };
      const created = await timed(
        "POST movement",
        () => fetch(`${base}/api/transactions`, { method: "POST", headers: json, body: JSON.stringify(movement) }),
        (status) => status === 201 || status === 400,
      );
      const id = created?.status === 201 ? (JSON.parse(created.body) as { id?: string }).id : undefined;
      if (id)
        await timed(
          "DELETE movement",
          () => fetch(`${base}/api/transactions/${id}`, { method: "DELETE", headers: { origin, cookie } }),
          (status) => status === 204,
        );
    }
  };

  /** Closes the window: its figures and each server's memory now. */
  const closeWindow = () => {
    const sample: Sample = {
      minute: Math.round((Date.now() - started) / 60_000),
      requests: window.requests,
      errors: window.errors,
      p50: percentile(window.latencies, 50),
      p99: percentile(window.latencies, 99),
      rssMb: pids.map(rssMb),
    };
    samples.push(sample);
    console.log(
      `  ${sample.minute} min: ${sample.requests} requests, ${sample.errors} errors, p99 ${fixed(sample.p99, 0)} ms, RSS ${sample.rssMb.map((mb) => fixed(mb, 0)).join(" / ")} MB`,
    );
    window = { requests: 0, errors: 0, latencies: [] };
  };
  const sampler = setInterval(closeWindow, run.sampleMinutes * 60_000);
  console.log(`• ${run.minutes} min, ${run.connections} connections, samples every ${run.sampleMinutes} min`);
  await Promise.all(
    Array.from({ length: run.connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  clearInterval(sampler);
  // The last few seconds (the loops finishing their request) join no window of their own.
  if (window.errors) closeWindow();

  console.log(
    `\n${table(
      ["minute", "requests", "errors", "p50 ms", "p99 ms", "RSS A MB", "RSS B MB"],
      samples.map((s) => [
        String(s.minute),
        String(s.requests),
        String(s.errors),
        fixed(s.p50, 0),
        fixed(s.p99, 0),
        fixed(s.rssMb[0] ?? 0, 0),
        fixed(s.rssMb[1] ?? 0, 0),
      ]),
    )}`,
  );
  if (errors.size) console.log(`\nErrors:\n${[...errors].map(([line, count]) => `  ${count} × ${line}`).join("\n")}`);
  return samples.some((s) => s.errors > 0) ? 1 : 0;
}

runBenchmark("bench:soak", main);
