import { expect, test } from "@playwright/test";
import { weighPage } from "../../../scripts/bench/js-weight";
import { JS_BUDGET_PAGES, KB, TARGETS } from "../../../scripts/bench/report";
import { fetchOperations } from "../fixtures";

/**
 * The JavaScript budget as a gate: the production build's public pages must not make a phone
 * download more than `TARGETS.jsGzipKB` of gzipped script (the figure `npm run bench` prints).
 */
test("home, list, detail and contact stay within the JavaScript budget", async ({ request, baseURL }) => {
  const [operation] = await fetchOperations(request);
  const over: string[] = [];
  for (const path of JS_BUDGET_PAGES(operation!.slug)) {
    const weight = await weighPage(baseURL!, path);
    const kb = weight.external.gzipBytes / KB;
    if (kb > TARGETS.jsGzipKB) over.push(`${path}: ${kb.toFixed(1)} KB > ${TARGETS.jsGzipKB} KB`);
  }
  expect(over).toEqual([]);
});
