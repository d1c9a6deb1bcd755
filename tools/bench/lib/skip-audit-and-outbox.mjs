// Preloaded (`node --import`) into the server that `npm run bench:writes` measures without the
// audit log and the e-mail outbox: see server/bench-skip.ts.
globalThis.__clubBenchSkipAuditAndOutbox = true;
