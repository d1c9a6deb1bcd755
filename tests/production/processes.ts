import { spawn, type ChildProcess } from "node:child_process";
import { isolatedEnv } from "../helpers/isolated-env";

export type Finished = { code: number | null; out: string };

/** Runs a README command (`npm run …`) to its end, output captured, never the developer's .env. */
export function npm(args: string[], env: Record<string, string>, timeoutMs: number, cwd?: string): Promise<Finished> {
  return run("npm", args, env, timeoutMs, cwd);
}

/** Runs a command (`node dist/db.mjs deploy`…) to its end, as `npm` does. */
export function run(command: string, args: string[], env: Record<string, string>, timeoutMs: number, cwd?: string): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: isolatedEnv(env), detached: true, ...(cwd ? { cwd } : {}) });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => {
      stop(child);
      reject(new Error(`${command} ${args.join(" ")}: more than ${timeoutMs} ms\n${out}`));
    }, timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

export type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `npm start` (in `cwd`, the project by default), resolved once the server says it is ready (or has exited). */
export function npmStart(env: Record<string, string>, timeoutMs: number, cwd?: string): Promise<Server> {
  return startServer("npm", ["start"], env, timeoutMs, cwd);
}

/**
 * A server process (`npm start`, or `node dist/server.mjs` when a test signals the server itself),
 * resolved once it prints its ready line (a JSON log line whose msg starts "Club listo en") or has
 * exited. Detached: `stop` ends its whole group.
 */
export async function startServer(
  command: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
  cwd?: string,
): Promise<Server> {
  const child = spawn(command, args, { env: isolatedEnv(env), detached: true, ...(cwd ? { cwd } : {}) });
  let out = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop(child); // never left running behind a failed test
      reject(new Error(`${command} ${args.join(" ")}: not ready after ${timeoutMs} ms\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Club listo en")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { child, output: () => out, exited };
}

/** Ends a process the test started and everything it started (npm → sh → node). */
export function stop(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}
