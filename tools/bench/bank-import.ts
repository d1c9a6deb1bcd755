/**
 * `npm run bench:bank-import [-- --no-build] [--entries 10000] [--runs 2]`: a statement of about
 * 5 MB (10.000 CAMT.053 entries, just under the 5 MB limit) imported into the production server on the embedded database,
 * while a signed-in investor keeps asking for their own statement of account
 * (`GET /api/statements?format=csv`, one request after another). Reports each import's time and
 * the investor's median and worst wait during it, against their median before it. Target (issue
 * 48): nobody else's page held for more than a second. Same isolated state as `npm run bench`
 * (.data/bench, .next-bench).
 */
import { parseArgs } from "node:util";
import { camt053 } from "../../tests/helpers/bank-statements";
import { fixed, table } from "./lib/markdown";
import { parseOptions } from "./lib/options";
import { prepare } from "./lib/prepare";
import { runBenchmark } from "./lib/processes";
import { signInAsAdmin, signInAsInvestor } from "./lib/demo-sessions";
import { startNextServer } from "./lib/services";
import { ROOT } from "./lib/results";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

runBenchmark("bench:bank-import", async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { entries: { type: "string" }, runs: { type: "string" }, "no-build": { type: "boolean", default: false } },
  });
  const entries = Number(values.entries ?? 10_000); // about 5 MB, the import's limit
  const runs = Number(values.runs ?? 2);
  const options = {
    ...parseOptions(values["no-build"] ? ["--no-build"] : []),
    port: Number(process.env.BENCH_PORT ?? 3210),
    host: "127.0.0.1",
  };
  const prepared = await prepare(ROOT, options);
  if (prepared.built) console.log(`• build: ${fixed(prepared.steps.build ?? 0, 1)} s`);
  const server = await startNextServer(ROOT, options);
  const admin = await signInAsAdmin(server.baseUrl);
  const investor = await signInAsInvestor(server.baseUrl);
  const own = async () => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/statements?format=csv`, { headers: { cookie: investor } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the investor's statement answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await own(); // warm
  const rows: string[][] = [];
  let worstWait = 0;
  for (let run = 1; run <= runs; run++) {
    const before: number[] = [];
    for (let i = 0; i < 20; i++) before.push(await own());
    const file = camt053({
      entries: Array.from({ length: entries }, (_, i) => ({
        bankReference: `BENCH-${Date.now().toString(36)}-${run}-${i}`,
        amount: `${(i % 900) + 100}.00`,
        bookingDate: "2026-11-20",
        remittance: [`Pago ${i}`],
      })),
    });
    const during: number[] = [];
    let importing = true;
    const started = performance.now();
    const imported = fetch(`${server.baseUrl}/api/bank-statements`, {
      method: "POST",
      headers: { cookie: admin, origin: server.baseUrl, "content-type": "application/octet-stream", "x-file-name": "grande.xml" },
      body: Buffer.from(file),
    }).then(async (response) => {
      const text = await response.text();
      importing = false;
      if (response.status !== 200) throw new Error(`the import answered ${response.status}: ${text.slice(0, 300)}`);
      return (performance.now() - started) / 1000;
    });
    while (importing) during.push(await own());
    const seconds = await imported;
    const worst = Math.max(...during);
    worstWait = Math.max(worstWait, worst);
    rows.push([
      String(run),
      fixed(file.byteLength / 1024 / 1024, 1),
      fixed(seconds, 1),
      fixed(median(before), 0),
      String(during.length),
      fixed(median(during), 0),
      fixed(worst, 0),
    ]);
  }
  await server.stop();
  console.log(`\nA ${entries}-entry CAMT.053 imported on the embedded database while an investor reads their statement:\n`);
  console.log(
    table(
      [
        "run",
        "file (MB)",
        "import (s)",
        "investor median before (ms)",
        "investor requests during",
        "median during (ms)",
        "worst during (ms)",
      ],
      rows,
    ),
  );
  console.log(`\nworst wait ${fixed(worstWait, 0)} ms (target ≤ 1000 ms)`);
  return 0;
});
