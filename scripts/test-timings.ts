/**
 * `npm run test:timings`: each suite's wall time, its test count and its ten slowest files, from the
 * JSON reports the last runs wrote (tests/timings/report-file.ts), against the budget of
 * docs/architecture.md ("Tests"). CI prints it at the end of `.ci/run`. A suite over its budget is
 * named on the last line; the command still succeeds (the budget is a figure to watch, the tests'
 * verdict is theirs).
 */
import fs from "node:fs";
import path from "node:path";
import { timingsReport, type Suite } from "../tests/timings/report-file";

/**
 * Seconds of wall time each suite may take in `.ci/run` on a 2-core machine (docs/architecture.md,
 * "Tests"): what each took there in December 2026 and a tenth more. Vitest's runs beside the
 * end-to-end build; test:production and test:pg (its two instances among them) run side by side.
 */
export const BUDGET_SECONDS: Record<Suite, number> = {
  vitest: 540,
  e2e: 380,
  production: 120,
  postgresql: 120,
  instances: 120,
};

type FileTime = { file: string; seconds: number; tests: number };
type SuiteTime = { wall: number; tests: number; failed: number; skipped: number; files: FileTime[] };

type VitestReport = {
  startTime: number;
  numTotalTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
};

type PlaywrightSpec = { file: string; tests: { results: { duration: number; status: string }[]; status: string }[] };
type PlaywrightSuite = { file: string; specs: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = {
  suites: PlaywrightSuite[];
  stats: { duration: number; expected: number; unexpected: number; flaky: number; skipped: number };
};

function fromVitest(report: VitestReport): SuiteTime {
  const end = Math.max(report.startTime, ...report.testResults.map((file) => file.endTime));
  return {
    wall: (end - report.startTime) / 1000,
    tests: report.numTotalTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    files: report.testResults.map((file) => ({
      file: path.relative(process.cwd(), file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      tests: file.assertionResults.length,
    })),
  };
}

function fromPlaywright(report: PlaywrightReport): SuiteTime {
  const byFile = new Map<string, FileTime>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs) {
      const entry = byFile.get(spec.file) ?? { file: `tests/e2e/${spec.file}`, seconds: 0, tests: 0 };
      for (const test of spec.tests) {
        entry.tests++;
        entry.seconds += test.results.reduce((total, result) => total + result.duration, 0) / 1000;
      }
      byFile.set(spec.file, entry);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  const { stats } = report;
  return {
    wall: stats.duration / 1000,
    tests: stats.expected + stats.unexpected + stats.flaky + stats.skipped,
    failed: stats.unexpected,
    skipped: stats.skipped,
    files: [...byFile.values()],
  };
}

function read(suite: Suite): SuiteTime | null {
  const file = timingsReport(suite);
  if (!fs.existsSync(file)) return null;
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as VitestReport & PlaywrightReport;
  return suite === "e2e" ? fromPlaywright(report) : fromVitest(report);
}

const seconds = (value: number) => `${value.toFixed(1)} s`;

function main() {
  const over: string[] = [];
  let found = 0;
  for (const suite of Object.keys(BUDGET_SECONDS) as Suite[]) {
    const time = read(suite);
    if (!time) continue;
    found++;
    const budget = BUDGET_SECONDS[suite];
    if (time.wall > budget) over.push(suite);
    console.log(
      `\n${suite}: ${seconds(time.wall)} (presupuesto ${budget} s) · ${time.tests} pruebas, ${time.failed} fallidas, ${time.skipped} omitidas · ${time.files.length} archivos`,
    );
    const slowest = [...time.files].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
    for (const file of slowest) console.log(`  ${seconds(file.seconds).padStart(9)}  ${file.file} (${file.tests})`);
  }
  if (!found) console.log("No hay informes de tiempos: ejecuta antes npm test, test:production o test:pg.");
  else console.log(over.length ? `\nPor encima del presupuesto: ${over.join(", ")}.` : "\nTodas las suites dentro de su presupuesto.");
}

main();
