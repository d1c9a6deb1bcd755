import { afterEach, describe, expect, it } from "vitest";
import { skipAuditAndOutbox } from "@/server/bench-skip";

const holder = globalThis as typeof globalThis & { __clubBenchSkipAuditAndOutbox?: boolean };

describe("the benchmark's switch for the audit log and the outbox", () => {
  afterEach(() => {
    delete holder.__clubBenchSkipAuditAndOutbox;
    delete process.env.BENCH_SKIP_AUDIT_AND_OUTBOX;
  });

  it("is off, and no environment variable turns it on (the variable that once did is ignored)", () => {
    expect(skipAuditAndOutbox()).toBe(false);
    process.env.BENCH_SKIP_AUDIT_AND_OUTBOX = "1";
    expect(skipAuditAndOutbox()).toBe(false);
  });

  it("is on only when code inside the process sets it, as the benchmark's preload does", async () => {
    // @ts-expect-error -- a plain .mjs module without types
    await import("../../tools/bench/lib/skip-audit-and-outbox.mjs");
    expect(skipAuditAndOutbox()).toBe(true);
  });
});
