/**
 * Child processes of the benchmark: one-shot steps (build, database setup) whose output is shown
 * only when they fail, and long-lived services (the Next server, the bare server) started in their
 * own process group so that stopping one also stops whatever it spawned. Every child is tracked
 * and stopped by its own pid/group — never by name — when the benchmark ends, fails or is
 * interrupted.
 */
import { spawn, type ChildProcess } from "node:child_process";

const tracked = new Set<ChildProcess>();

export type StepOptions = { env: NodeJS.ProcessEnv; cwd: string; timeoutMs: number };

/** Starts a detached child (its own process group) and tracks it until it exits. */
export function spawnTracked(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; outputFd?: number },
): ChildProcess {
  const output = options.outputFd ?? "pipe";
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["pipe", output, output],
  });
  tracked.add(child);
  child.once("exit", () => tracked.delete(child));
  child.once("error", () => tracked.delete(child));
  return child;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal); // the whole group we created
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/**
 * SIGTERM to the child's group, SIGKILL to the group after `graceMs` if the child is still there.
 * A child that has already exited is left alone (its pid may belong to someone else by now).
 */
export async function stopChild(child: ChildProcess, graceMs = 6_000): Promise<void> {
  if (child.pid === undefined || hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signalGroup(child, "SIGTERM");
  const inTime = await Promise.race([exited.then(() => true), delay(graceMs).then(() => false)]);
  if (inTime || hasExited(child)) return;
  signalGroup(child, "SIGKILL");
  await Promise.race([exited, delay(2_000)]);
}

const cleanups = new Set<() => void>();

/** Work to undo if the benchmark is interrupted (SIGINT/SIGTERM) before it is done; returns the unregistering function. */
export function registerCleanup(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Stops every tracked child, then runs the registered cleanups. */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...tracked].map((child) => stopChild(child)));
  for (const cleanup of cleanups) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch (error) {
      console.error(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Last-resort synchronous cleanup (process 'exit' handler). */
export function killAllChildrenNow(): void {
  for (const child of tracked) if (!hasExited(child)) signalGroup(child, "SIGKILL");
}

/** Collects a child's output, keeping only the last `limit` characters. */
export function collectOutput(child: ChildProcess, limit = 200_000): () => string {
  let text = "";
  const append = (chunk: Buffer) => {
    text = (text + chunk.toString("utf8")).slice(-limit);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  return () => text;
}

export class StepError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
    this.name = "StepError";
  }
}

/**
 * Runs a command to completion without showing its output: it is returned on success and
 * attached to the error when the command fails (non-zero exit, signal or timeout).
 */
export async function runStep(
  label: string,
  command: string,
  args: string[],
  options: StepOptions,
): Promise<{ seconds: number; output: string }> {
  const started = performance.now();
  process.stdout.write(`• ${label} … `);
  const child = spawnTracked(command, args, options);
  child.stdin?.end();
  const output = collectOutput(child);
  const timer = setTimeout(() => void stopChild(child), options.timeoutMs);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  }).finally(() => clearTimeout(timer));
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) {
    process.stdout.write("FAILED\n");
    throw new StepError(`${label} failed (exit ${code ?? "signal/timeout"} after ${seconds.toFixed(1)} s)`, output());
  }
  process.stdout.write(`done in ${seconds.toFixed(1)} s\n`);
  return { seconds, output: output() };
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs a benchmark's `main` as the process: its children are stopped on exit, on Ctrl+C and on
 * failure (a failed step's output is shown); the exit code is main's, or 1 on failure.
 */
export function runBenchmark(name: string, main: () => Promise<number>): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the benchmark's processes…`);
      void stopAllChildren().finally(() => process.exit(130));
    });
  }
  process.once("exit", killAllChildrenNow);
  main()
    .then(async (code) => {
      await stopAllChildren();
      process.exit(code);
    })
    .catch(async (error: unknown) => {
      if (error instanceof StepError) process.stderr.write(`\n----- output -----\n${error.output.trim()}\n------------------\n`);
      console.error(`\n${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      await stopAllChildren();
      process.exit(1);
    });
}
