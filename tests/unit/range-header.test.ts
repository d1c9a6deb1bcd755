import { describe, expect, it } from "vitest";
import { parseRangeHeader } from "@/server/files/range";

const MAX = Number.MAX_SAFE_INTEGER;

describe("parseRangeHeader (RFC 9110 §14.1.2)", () => {
  it("reads one range, leading zeros and the unit's case included", () => {
    expect(parseRangeHeader("bytes=0-99")).toEqual({ start: 0, end: 99 });
    expect(parseRangeHeader("bytes=00-")).toEqual({ start: 0 });
    expect(parseRangeHeader("bytes=1-")).toEqual({ start: 1 });
    expect(parseRangeHeader("bytes=-500")).toEqual({ suffix: 500 });
    expect(parseRangeHeader(" BYTES=0010-0020 ")).toEqual({ start: 10, end: 20 });
  });

  it("clamps positions past any file (beyond Number.MAX_SAFE_INTEGER) instead of losing them", () => {
    expect(parseRangeHeader("bytes=0-99999999999999999999")).toEqual({ start: 0, end: MAX });
    expect(parseRangeHeader("bytes=-99999999999999999999")).toEqual({ suffix: MAX });
    expect(parseRangeHeader("bytes=99999999999999999999-")).toEqual({ start: MAX });
    expect(parseRangeHeader("bytes=9007199254740993-9007199254740994")).toEqual({ start: MAX, end: MAX });
  });

  it("ignores (null: the whole file) an absent, malformed, invalid or multiple range", () => {
    for (const header of [
      null,
      "",
      "bytes=",
      "bytes=-",
      "bytes=5-3",
      "bytes=99999999999999999999-5",
      "bytes=0-1,4-5",
      "items=0-1",
      "bytes=a-b",
    ]) {
      expect(parseRangeHeader(header), String(header)).toBeNull();
    }
  });
});
