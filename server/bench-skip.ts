/**
 * Benchmark only: `npm run bench:writes` measures what the audit log and the e-mail outbox cost by
 * starting a second server with tools/bench/lib/skip-audit-and-outbox.mjs preloaded, which sets
 * this flag. No setting, variable or request can turn them off: only code already running inside
 * the server process.
 */
const holder = globalThis as typeof globalThis & { __clubBenchSkipAuditAndOutbox?: boolean };

export const skipAuditAndOutbox = (): boolean => holder.__clubBenchSkipAuditAndOutbox === true;
