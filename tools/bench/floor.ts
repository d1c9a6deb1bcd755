/**
 * `npm run bench:floor`: the JavaScript that Next's App Router and React make a page download
 * before the project adds a line. It builds a blank app (one layout, one page with a heading and a
 * `Link`, the only client component, and the project's `cacheComponents`) with the project's own
 * Next, starts it and weighs `/` exactly as `npm run bench` weighs the project's pages
 * (lib/js-weight.ts). Issue 14's 130 KB target sits below this floor: the figure printed here is
 * the evidence (docs/decisions.md §13), and it says how far the CI gate (lib/report.ts) is above it.
 *
 * The blank app lives in `.next-floor/` (ignored by git, removed afterwards) inside the project,
 * because Turbopack resolves packages only below its root.
 *
 *   npm run bench:floor -- [--webpack]
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { waitUntilServing } from "./lib/http";
import { weighPage, type PageWeight } from "./lib/js-weight";
import { fixed, table } from "./lib/markdown";
import { parseOptions } from "./lib/options";
import { runBenchmark, runStep, spawnTracked, stopChild } from "./lib/processes";
import { JS_GATE_KB, KB, TARGETS } from "./lib/report";
import { assertPortFree } from "./lib/services";
import { ROOT } from "./lib/results";

const APP_DIR = path.join(ROOT, ".next-floor");
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");

/** The blank app: JSX files, so the build needs no TypeScript set-up of its own. */
const BLANK_APP: Record<string, string> = {
  "app/layout.jsx": `export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `import Link from "next/link";

export default function Page() {
  return (
    <main>
      <h1>Página en blanco</h1>
      <Link href="/otra">Otra página</Link>
    </main>
  );
}
`,
  "next.config.mjs": `export default { cacheComponents: true, turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
};

function writeBlankApp(): void {
  fs.rmSync(APP_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(BLANK_APP)) {
    fs.mkdirSync(path.dirname(path.join(APP_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(APP_DIR, file), text);
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { webpack: { type: "boolean", default: false } } });
  const bundler = values.webpack ? "webpack" : "Turbopack";
  const { host, port } = parseOptions(["--no-build"]);
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };

  writeBlankApp();
  try {
    await runStep(
      `next build of a blank page (${bundler})`,
      process.execPath,
      [NEXT_BIN, "build", ...(values.webpack ? ["--webpack"] : [])],
      {
        env,
        cwd: APP_DIR,
        timeoutMs: 300_000,
      },
    );
    await assertPortFree(host, port);
    const server = spawnTracked(process.execPath, [NEXT_BIN, "start", "-p", String(port), "-H", host], { env, cwd: APP_DIR });
    server.stdin?.end();
    try {
      const baseUrl = `http://${host}:${port}`;
      await waitUntilServing(`${baseUrl}/`, 60_000, () => server.exitCode !== null);
      report(await weighPage(baseUrl, "/"), bundler);
    } finally {
      await stopChild(server);
    }
    return 0;
  } finally {
    // Also after a failed build: its generated route types would otherwise join the project's
    // type-check (tsconfig's **/*.ts).
    fs.rmSync(APP_DIR, { recursive: true, force: true });
  }
}

function report(weight: PageWeight, bundler: string): void {
  const floorKb = weight.external.gzipBytes / KB;
  console.log(`\n## JavaScript of a blank Next page (${bundler}; gzip level 9, as npm run bench weighs)\n`);
  const scripts = [...weight.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
  console.log(
    table(
      ["script", "gzip KB"],
      scripts.map((script) => [path.basename(script.url), fixed(script.gzipBytes / KB, 1)]),
    ),
  );
  console.log(`\nBlank page: ${fixed(floorKb, 1)} KB in ${weight.external.count} scripts.`);
  const side = floorKb > TARGETS.jsGzipKB ? "below the framework's floor" : "above the floor";
  console.log(`Issue 14's target: ${TARGETS.jsGzipKB} KB (${side}).`);
  console.log(`CI gate on the project's pages: ${JS_GATE_KB} KB, ${fixed(JS_GATE_KB - floorKb, 1)} KB above the floor.`);
}

runBenchmark("Floor", main);
