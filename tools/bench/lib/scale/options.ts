/**
 * Command-line options of `npm run bench:scale`.
 *
 *   npm run bench:scale -- [--duration 10] [--connections 1,3,8] [--warmup 50] [--no-build]
 *
 * `--connections` lists the concurrency levels measured: 1 is the server time of one request, 3
 * the club's whole staff at once (targets judged up to here), 8 a stress figure.
 *
 * BENCH_SCALE_PORT (env) overrides the server's port (3300).
 */
import { parseArgs } from "node:util";

export type ScaleOptions = {
  durationSec: number;
  connections: number[];
  warmupRequests: number;
  build: boolean;
  port: number;
  host: string;
};

const USAGE = "Usage: npm run bench:scale -- [--duration <s>] [--connections <n>[,<n>…]] [--warmup <requests>] [--no-build]";

function positiveInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer (got "${text}"). ${USAGE}`);
  return value;
}

export function parseScaleOptions(argv: string[]): ScaleOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: "string" },
      connections: { type: "string" },
      warmup: { type: "string" },
      "no-build": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return {
    durationSec: positiveInteger("--duration", values.duration, 10),
    connections: (values.connections ?? "1,3,8").split(",").map((level) => positiveInteger("--connections", level.trim(), 1)),
    warmupRequests: positiveInteger("--warmup", values.warmup, 50),
    build: !values["no-build"],
    port: positiveInteger("BENCH_SCALE_PORT", process.env.BENCH_SCALE_PORT, 3300),
    host: "127.0.0.1",
  };
}
