/**
 * The two servers under test, each a child process in its own process group:
 *  - the app's production server (`node dist/server.mjs`, as `npm start` runs it, NODE_ENV=production);
 *  - the bare `node:http` server replaying the captured responses (bare-server.ts).
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import type { Fixture } from "./fixtures";
import { waitUntilServing } from "./http";
import type { BenchOptions } from "./options";
import { COMPILED_SERVER } from "./own-state";
import { benchEnv } from "./prepare";
import { collectOutput, spawnTracked, stopChild } from "./processes";

export type Service = {
  child: ChildProcess;
  baseUrl: string;
  startupSec: number;
  /** The end of what the process printed so far. */
  output: () => string;
  stop: () => Promise<void>;
};

function tailOf(file: string, bytes = 100_000): string {
  try {
    const size = fs.statSync(file).size;
    const fd = fs.openSync(file, "r");
    try {
      const buffer = Buffer.alloc(Math.min(size, bytes));
      fs.readSync(fd, buffer, 0, buffer.length, size - buffer.length);
      return buffer.toString("utf8");
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return "";
  }
}

function isDead(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Fails when something already listens on host:port (it would answer in the server's place). */
export async function assertPortFree(host: string, port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(new Error(`port ${port} on ${host} is not available (${error.code ?? error.message}); set BENCH_PORT to use another one`)),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/**
 * Starts the production server with its stdout and stderr written straight to a file by the kernel,
 * as a deployment's log driver takes them: piping a line per request through this process would
 * charge the benchmark's own CPU to the server under test. `extraEnv`: variables of this start only
 * (`npm run bench:writes` turns the audit log and the outbox off with one).
 */
export function startNextServer(
  root: string,
  options: BenchOptions,
  logFile?: string,
  extraEnv: Record<string, string> = {},
): Promise<Service> {
  return startCompiledServer(root, options, { ...benchEnv(options), ...extraEnv }, logFile);
}

/** `node dist/server.mjs` as `npm start` runs it, on `address`, with `env` (a benchmark's own state). */
export async function startCompiledServer(
  root: string,
  address: { host: string; port: number },
  env: NodeJS.ProcessEnv,
  logFile = path.join(os.tmpdir(), `bench-server-${process.pid}.log`),
): Promise<Service> {
  await assertPortFree(address.host, address.port);
  const serverEnv: NodeJS.ProcessEnv = { ...env, NODE_ENV: "production", PORT: String(address.port), HOSTNAME: address.host };
  const fd = fs.openSync(logFile, "a"); // appended: a benchmark may start the server more than once per log
  const child = spawnTracked(process.execPath, COMPILED_SERVER, { cwd: root, env: serverEnv, outputFd: fd });
  fs.closeSync(fd);
  child.stdin?.end();
  const output = () => tailOf(logFile);
  const baseUrl = `http://${address.host}:${address.port}`;
  const stop = () => stopChild(child);
  try {
    const startupSec = await waitUntilServing(`${baseUrl}/`, 120_000, () => isDead(child));
    return { child, baseUrl, startupSec, output, stop };
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the Next server did not start: ${reason}\n----- server output -----\n${output().trim()}\n-------------------------`);
  }
}

/** Serves the fixtures on an ephemeral port (they reach the child through a temporary file). */
export async function startBareServer(root: string, fixtures: Fixture[], host: string): Promise<Service> {
  const fixturesFile = path.join(os.tmpdir(), `bench-fixtures-${process.pid}.json`);
  fs.writeFileSync(fixturesFile, JSON.stringify(fixtures));
  const script = path.join(root, "tools", "bench", "lib", "bare-server.ts");
  const started = performance.now();
  // stdin stays open: the bare server exits by itself if the benchmark disappears.
  const child = spawnTracked(process.execPath, ["--import", "tsx", script, fixturesFile, "0", host], { cwd: root, env: process.env });
  const output = collectOutput(child, 100_000);
  const stop = () => stopChild(child);
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no READY line within 30 s")), 30_000);
      child.stdout?.on("data", () => {
        const match = /READY (\d+)/.exec(output());
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`exited with ${code}`));
      });
    });
    const baseUrl = `http://${host}:${port}`;
    return { child, baseUrl, startupSec: (performance.now() - started) / 1000, output, stop };
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the bare server did not start: ${reason}\n${output().trim()}`);
  } finally {
    fs.rmSync(fixturesFile, { force: true }); // read once at startup
  }
}
