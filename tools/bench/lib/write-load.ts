/**
 * A child process of `npm run bench:writes`: loads one admin write with autocannon's API, each
 * request's JSON body taken in turn from a list (so that every PUT really changes something), and
 * prints autocannon's result as one JSON line (the shape `parseAutocannonJson` reads).
 *
 *   tsx tools/bench/lib/write-load.ts <settings.json>
 *   settings: { url, method, headers, bodies: string[], connections, durationSec?, amount? }
 */
import fs from "node:fs";
import { createRequire } from "node:module";

type Request = { method: string; headers: Record<string, string>; body?: string };
type Options = {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  timeout: number;
  requests: (Omit<Request, "body"> & { setupRequest: (request: Request) => Request })[];
};
/** autocannon ships no types: the part of its API used here. */
const autocannon = createRequire(import.meta.url)("autocannon") as (options: Options) => Promise<unknown>;

type Settings = {
  url: string;
  method: "PUT" | "POST";
  headers: Record<string, string>;
  bodies: string[];
  connections: number;
  durationSec?: number;
  amount?: number;
};

const settings = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as Settings;
let sent = 0;

const result = await autocannon({
  url: settings.url,
  connections: settings.connections,
  ...(settings.amount ? { amount: settings.amount } : { duration: settings.durationSec ?? 10 }),
  timeout: 10,
  requests: [
    {
      method: settings.method,
      headers: settings.headers,
      setupRequest: (request) => ({ ...request, body: settings.bodies[sent++ % settings.bodies.length] }),
    },
  ],
});
process.stdout.write(`${JSON.stringify(result)}\n`);
