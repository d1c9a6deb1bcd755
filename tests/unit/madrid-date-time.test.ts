import { describe, expect, it } from "vitest";
import { madridDateTime } from "@/lib/madrid-day";

/** The SEPA file's CreDtTm: Madrid's wall clock with its offset, either side of both clock changes. */
describe("madridDateTime", () => {
  it.each([
    ["2026-12-02T05:10:00Z", "2026-12-02T06:10:00+01:00"],
    ["2027-03-28T00:59:59Z", "2027-03-28T01:59:59+01:00"], // the last second of winter time
    ["2027-03-28T01:00:00Z", "2027-03-28T03:00:00+02:00"], // 02:00 never happens
    ["2027-10-31T00:30:00Z", "2027-10-31T02:30:00+02:00"], // the first 02:30
    ["2027-10-31T01:30:00Z", "2027-10-31T02:30:00+01:00"], // the second one
    ["2026-12-31T23:30:00Z", "2027-01-01T00:30:00+01:00"], // a new year in Madrid before UTC's
  ])("%s is %s", (instant, expected) => {
    expect(madridDateTime(new Date(instant))).toBe(expected);
  });
});
