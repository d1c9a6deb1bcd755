/**
 * Command-line options of `npm run bench`.
 *
 *   npm run bench -- [--duration 10] [--connections 32] [--pipelining 1] [--warmup 300]
 *                    [--encoding gzip|identity] [--no-build] [--js-only]
 *
 * --js-only weighs the pages' JavaScript and skips the load runs (seconds instead of minutes).
 * BENCH_PORT (env) overrides the Next server's port (3200).
 */
import { parseCommandLine, positiveInteger } from "./cli";

export type BenchOptions = {
  durationSec: number;
  connections: number;
  pipelining: number;
  warmupRequests: number;
  encoding: "gzip" | "identity";
  build: boolean;
  /** Only the JavaScript weights, no load runs. */
  jsOnly: boolean;
  port: number;
  host: string;
};

const USAGE =
  "Usage: npm run bench -- [--duration <s>] [--connections <n>] [--pipelining <n>] [--warmup <requests>] " +
  "[--encoding gzip|identity] [--no-build] [--js-only]";

export function parseOptions(argv: string[]): BenchOptions {
  const values = parseCommandLine(argv, USAGE, {
    duration: { type: "string" },
    connections: { type: "string" },
    pipelining: { type: "string" },
    warmup: { type: "string" },
    encoding: { type: "string" },
    "no-build": { type: "boolean", default: false },
    "js-only": { type: "boolean", default: false },
  });
  const encoding = values.encoding ?? "gzip";
  if (encoding !== "gzip" && encoding !== "identity") throw new Error(`--encoding must be gzip or identity. ${USAGE}`);
  return {
    durationSec: positiveInteger("--duration", values.duration, 10, USAGE),
    connections: positiveInteger("--connections", values.connections, 32, USAGE),
    pipelining: positiveInteger("--pipelining", values.pipelining, 1, USAGE),
    warmupRequests: positiveInteger("--warmup", values.warmup, 300, USAGE),
    encoding,
    build: !values["no-build"],
    jsOnly: values["js-only"],
    port: positiveInteger("BENCH_PORT", process.env.BENCH_PORT, 3200, USAGE),
    host: "127.0.0.1",
  };
}
