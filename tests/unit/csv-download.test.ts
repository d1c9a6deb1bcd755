import { describe, expect, it } from "vitest";
import { csvDownload } from "@/server/api/csv-download";

const empty = () => new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });

describe("csvDownload", () => {
  it("names the file after Madrid's calendar day, not UTC's", () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    const response = csvDownload(empty(), "transacciones", new Date("2026-12-31T23:30:00Z"));
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="transacciones-2027-01-01.csv"');
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
