import { describe, expect, it } from "vitest";
import { calendarText, foldCalendar } from "@/server/calendar/text";

describe("calendarText: a TEXT value RFC 5545 allows", () => {
  it("keeps CRLF, LF and Unicode line separators as line breaks, and drops a bare CR", () => {
    expect(calendarText("uno\r\ndos\ntres\u2028cuatro\u2029cinco\u0085seis")).toBe("uno\ndos\ntres\ncuatro\ncinco\nseis");
    expect(calendarText("nota\rBEGIN:VALARM")).toBe("notaBEGIN:VALARM");
    expect(calendarText("\r\r\n")).toBe("\n");
  });

  it("turns a tab into a space and drops every other C0 and C1 control character", () => {
    expect(calendarText("a\tb")).toBe("a b");
    const controls = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).filter((c) => !"\t\n\r".includes(c));
    const c1 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)).filter((c) => c !== "\u0085");
    expect(calendarText(`x${controls.join("")}\u007f${c1.join("")}y`)).toBe("xy");
    expect(calendarText("Subasta señalada · Chamberí ✓")).toBe("Subasta señalada · Chamberí ✓");
  });
});

describe("foldCalendar: lines of at most 75 octets", () => {
  it("refolds the library's character-counted folds by octets, never splitting a character", () => {
    const value = "DESCRIPTION:" + "ñ".repeat(100) + "😀".repeat(10);
    const folded = foldCalendar(`BEGIN:VEVENT\r\n${value.slice(0, 75)}\r\n\t${value.slice(75)}\r\nEND:VEVENT\r\n`);
    const lines = folded.split("\r\n");
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1, -2).every((line, i) => i === 0 || line.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(`BEGIN:VEVENT\r\n${value}\r\nEND:VEVENT\r\n`);
  });
});
