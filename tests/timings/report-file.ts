import path from "node:path";

/**
 * Where each suite's runner writes its JSON report (Vitest's and Playwright's own reporters), read
 * by `npm run test:timings` (scripts/test-timings.ts). Not kept in git.
 */
export const TIMINGS_DIR = ".test-timings";

export type Suite = "vitest" | "e2e" | "production" | "postgresql" | "instances";

export const timingsReport = (suite: Suite) => path.join(TIMINGS_DIR, `${suite}.json`);
