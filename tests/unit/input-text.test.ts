import { describe, expect, it } from "vitest";
import { calendarDayOf } from "@/lib/validations/calendar-day";
import { hasForbiddenCharacters, queryText } from "@/lib/validations/text";

describe("characters a field may not hold", () => {
  it("refuses NUL and every other control character in a one-line field, tab and line breaks included", () => {
    for (const bad of ["a\u0000b", "\u0001", "a\tb", "a\nb", "a\rb", "\u001f", "\u007f", "\u0085", "\u009f"]) {
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it("lets a textarea keep tab and line breaks, never a NUL", () => {
    expect(hasForbiddenCharacters("línea 1\r\nlínea 2\tfin", { multiline: true })).toBe(false);
    for (const bad of ["a\u0000b", "\u000b", "\u000c", "\u001b[31m", "\u007f", "\u0090"]) {
      expect(hasForbiddenCharacters(bad, { multiline: true }), JSON.stringify(bad)).toBe(true);
    }
  });

  it("refuses half a surrogate pair but accepts any real character", () => {
    expect(hasForbiddenCharacters("a\ud800")).toBe(true);
    expect(hasForbiddenCharacters("\udfffa", { multiline: true })).toBe(true);
    expect(hasForbiddenCharacters("Ñandú · 😀 · 中文 · ‏عربي · €")).toBe(false);
  });

  it("turns control characters of a query into one space, trims and cuts without splitting a character", () => {
    expect(queryText("a\u0000\u0001b", 50)).toBe("a b");
    expect(queryText("\u0000 chamberí \n", 50)).toBe("chamberí");
    expect(queryText("😀😀😀", 2)).toBe("😀😀");
    expect(queryText("ab\ud800", 50)).toBe("ab");
  });
});

describe("calendarDayOf", () => {
  it.each(["2024-02-29", "2000-02-29", "2024-03-10T23:59:59Z", "2024-03-10T00:00", "2024-03-10T10:00:00.123+02:00", "0001-01-01"])(
    "keeps the day of a date or of an ISO instant whose every component exists, as written: %s",
    (value) => {
      expect(calendarDayOf(value)).toBe(value.slice(0, 10));
    },
  );

  it("refuses a date that does not exist instead of moving it to another day", () => {
    for (const bad of [
      "2024-01-01T25:00:00Z",
      "2024-01-01T24:00:00Z",
      "2024-01-01T10:60:00Z",
      "2024-01-01T10:00:60Z",
      "2024-01-01T10:00:00+24:00",
      "2024-02-31",
      "2023-02-29",
      "1900-02-29",
      "2024-04-31",
      "2024-13-01",
      "2024-00-10",
      "2024-01-00",
      "0000-01-01",
      "2024-01-01garbage",
      "2024-1-1",
      "24-01-01",
      "01/02/2024",
      "2024-01-01 10:00",
      "+002024-01-01",
      "",
    ]) {
      expect(calendarDayOf(bad), bad).toBeNull();
    }
  });
});
