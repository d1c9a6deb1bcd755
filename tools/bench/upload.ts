/**
 * `npm run bench:upload [-- --no-build] [--size-mb 25] [--runs 5]`: uploads a large PDF to the
 * production server through `POST /api/files`, as the admin dialog does, and reports the time of
 * each upload and how much the server's resident memory grows (its peak during the upload,
 * sampled every 10 ms from /proc). A server that buffered the body would grow by the file's size.
 * Same isolated state as `npm run bench` (.data/bench, .next-bench).
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { table, fixed } from "./lib/markdown";
import { parseOptions } from "./lib/options";
import { prepare } from "./lib/prepare";
import { delay, runBenchmark } from "./lib/processes";
import { signInAsAdmin } from "./lib/demo-sessions";
import { startNextServer } from "./lib/services";
import { ROOT } from "./lib/results";

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function pdf(sizeBytes: number): Buffer {
  const bytes = Buffer.alloc(sizeBytes, 0x20);
  Buffer.from("%PDF-1.7\n").copy(bytes);
  return bytes;
}

runBenchmark("bench:upload", async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { "size-mb": { type: "string" }, runs: { type: "string" }, "no-build": { type: "boolean", default: false } },
  });
  const sizeMb = Number(values["size-mb"] ?? 25);
  const runs = Number(values.runs ?? 5);
  const options = {
    ...parseOptions(values["no-build"] ? ["--no-build"] : []),
    port: Number(process.env.BENCH_PORT ?? 3200),
    host: "127.0.0.1",
  };
  const prepared = await prepare(ROOT, options);
  if (prepared.built) console.log(`• build: ${fixed(prepared.steps.build ?? 0, 1)} s`);
  const server = await startNextServer(ROOT, options);
  const pid = server.child.pid!;
  const cookie = await signInAsAdmin(server.baseUrl);
  const body = pdf(Math.floor(sizeMb * 1024 * 1024) - 1); // just under the limit
  const upload = (bytes: Buffer) =>
    fetch(`${server.baseUrl}/api/files?purpose=document`, {
      method: "POST",
      headers: { cookie, origin: server.baseUrl, "content-type": "application/octet-stream", "x-file-name": "dossier.pdf" },
      body: new Uint8Array(bytes),
    });
  // A first small upload loads the route's code, which is not what is measured.
  await upload(pdf(1024 * 1024));
  const rows: string[][] = [];
  const seconds: number[] = [];
  const growth: number[] = [];
  for (let run = 1; run <= runs; run++) {
    await delay(500);
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
    const started = performance.now();
    const response = await upload(body);
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (response.status !== 201) throw new Error(`upload ${run} answered ${response.status}: ${await response.text()}`);
    seconds.push(elapsed);
    growth.push(peak - before);
    rows.push([String(run), fixed(elapsed, 2), fixed(before, 0), fixed(peak, 0), fixed(peak - before, 1)]);
  }
  await server.stop();
  console.log(`\nUpload of a ${sizeMb} MB PDF (${runs} runs) to the production server:\n`);
  console.log(table(["run", "seconds", "RSS before (MB)", "RSS peak (MB)", "growth (MB)"], rows));
  const worst = Math.max(...seconds);
  const worstGrowth = Math.max(...growth);
  console.log(`\nslowest ${fixed(worst, 2)} s (target < 3 s); largest memory growth ${fixed(worstGrowth, 1)} MB (file ${sizeMb} MB)`);
  return worst < 3 && worstGrowth < sizeMb / 2 ? 0 : 1;
});
