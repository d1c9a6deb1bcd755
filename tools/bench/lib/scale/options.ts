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
import { parseCommandLine, positiveInteger } from "../cli";

export type ScaleOptions = {
  durationSec: number;
  connections: number[];
  warmupRequests: number;
  build: boolean;
  port: number;
  host: string;
};

const USAGE = "Usage: npm run bench:scale -- [--duration <s>] [--connections <n>[,<n>…]] [--warmup <requests>] [--no-build]";

export function parseScaleOptions(argv: string[]): ScaleOptions {
  const values = parseCommandLine(argv, USAGE, {
    duration: { type: "string" },
    connections: { type: "string" },
    warmup: { type: "string" },
    "no-build": { type: "boolean", default: false },
  });
  return {
    durationSec: positiveInteger("--duration", values.duration, 10, USAGE),
    connections: (values.connections ?? "1,3,8").split(",").map((level) => positiveInteger("--connections", level.trim(), 1, USAGE)),
    warmupRequests: positiveInteger("--warmup", values.warmup, 50, USAGE),
    build: !values["no-build"],
    port: positiveInteger("BENCH_SCALE_PORT", process.env.BENCH_SCALE_PORT, 3300, USAGE),
    host: "127.0.0.1",
  };
}
