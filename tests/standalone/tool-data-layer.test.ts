import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

/**
 * `npm run dev` and `npm run db:*` run under tsx, where the data layer's "server-only" marker would
 * throw and next/cache, loaded before Next's server, would leave Next a throwing stand-in for its
 * AsyncLocalStorage ("AsyncLocalStorage accessed in runtime where it is not available" on the first
 * request). scripts/server-code.ts answers both; the child starts as those tools do.
 */
describe("a tool run by tsx loads the data layer", () => {
  it("gets the demo's loader, and every AsyncLocalStorage Next shares is a real one", async () => {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "tests/helpers/data-layer-child.ts"], { timeout: 60_000 });
    const seen = JSON.parse(stdout.trim().split("\n").at(-1)!) as { loader: string; shared: number; real: boolean };
    expect(seen.loader).toBe("function");
    expect(seen.shared).toBeGreaterThan(0);
    expect(seen.real).toBe(true);
  });
});
