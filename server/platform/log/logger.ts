import { createRequire } from "node:module";
import pino, { type Logger } from "pino";

/**
 * The process's one logger (pino): one JSON line per event on stdout in production, readable
 * colored lines in development (pino-pretty, a devDependency), silent in tests unless LOG_LEVEL
 * says otherwise. Kept on globalThis: server.ts and Next's bundled routes load their own copy of
 * this module and must write through the same stream.
 * Not `server-only`: server.ts and the tools import it.
 */
const holder = globalThis as typeof globalThis & { __clubLogger?: Logger; __clubLogDestination?: { flushSync(): void } };

function createLogger(): Logger {
  const mode = process.env.NODE_ENV ?? "development";
  const level = process.env.LOG_LEVEL || (mode === "test" ? "silent" : "info");
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (mode === "development") {
    try {
      const require = createRequire(import.meta.url);
      const pretty = require("pino-pretty") as (options: object) => NodeJS.WritableStream;
      return pino(options, pretty({ colorize: true, translateTime: "HH:MM:ss", ignore: "pid,hostname" }));
    } catch {
      // a pruned install in development mode: plain JSON lines
    }
  }
  // Production: asynchronous writes (pino's async destination), so a request's log line never
  // blocks the answer on a slow stdout reader; `flushLogs` writes out what is left before an exit.
  if (mode === "production") {
    const destination = pino.destination({ dest: 1, sync: false });
    holder.__clubLogDestination = destination;
    return pino(options, destination);
  }
  return pino(options);
}

/** Writes out what the logger holds in its buffer (before `process.exit`). */
export function flushLogs(): void {
  try {
    holder.__clubLogDestination?.flushSync();
  } catch {
    // nothing buffered, or stdout already closed
  }
}

export function logger(): Logger {
  holder.__clubLogger ??= createLogger();
  return holder.__clubLogger;
}

/** An error as a log field: name, message and stack, never the object's own enumerable fields. */
export function errorField(error: unknown): { name: string; message: string; stack?: string } | string {
  return error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error);
}
