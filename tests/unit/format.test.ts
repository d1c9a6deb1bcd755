import { describe, expect, it } from "vitest";
import {
  dayInMadrid,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyShort,
  formatMonths,
  formatPercent,
  progressWidth,
} from "@/lib/format";

// Intl uses a narrow no-break space before the euro sign.
const nb = (s: string) => s.replace(/\u00a0|\u202f/g, " ");

describe("money (es-ES, EUR)", () => {
  it("formats decimal strings with two decimals and Spanish separators", () => {
    expect(nb(formatMoney("185000.00"))).toBe("185.000,00 €");
    // Four digits grouped too, as Spanish bank statements print them (es-ES alone would say "1250,75 €").
    expect(nb(formatMoney("1250.75"))).toBe("1.250,75 €");
    expect(nb(formatMoney("1742.36"))).toBe("1.742,36 €");
    expect(nb(formatMoney("12345678.9"))).toBe("12.345.678,90 €");
    expect(nb(formatMoney(0))).toBe("0,00 €");
  });

  it("formats whole euros on cards", () => {
    expect(nb(formatMoneyShort("30000.00"))).toBe("30.000 €");
    expect(nb(formatMoneyShort("5000"))).toBe("5.000 €");
  });

  it("shows N/A for missing or invalid values", () => {
    expect(formatMoney(null)).toBe("N/A");
    expect(formatMoney(undefined)).toBe("N/A");
    expect(formatMoney("")).toBe("N/A");
    expect(formatMoney("abc")).toBe("N/A");
  });
});

describe("percent and months", () => {
  it("formats percentages with a decimal comma", () => {
    expect(nb(formatPercent("14.50"))).toBe("14,5 %");
    expect(nb(formatPercent("12"))).toBe("12 %");
    expect(formatPercent(null)).toBe("N/A");
  });

  it("keeps the number and the sign together (a no-break space)", () => {
    expect(formatPercent("6.03")).toBe("6,03\u00a0%");
  });

  it("formats terms in months", () => {
    expect(formatMonths(24)).toBe("24 meses");
    expect(formatMonths(1)).toBe("1 mes");
    expect(formatMonths(null)).toBe("N/A");
  });
});

describe("dates (dd/MM/yyyy, Europe/Madrid)", () => {
  it("shows calendar dates as they are", () => {
    expect(formatDate("2026-03-05")).toBe("05/03/2026");
  });

  it("converts instants to Madrid's calendar day", () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    expect(formatDate("2025-12-31T23:30:00.000Z")).toBe("01/01/2026");
    expect(formatDate(new Date("2026-07-15T10:00:00Z"))).toBe("15/07/2026");
  });

  it("reads Madrid's wall clock on both sides of a change of time", () => {
    // Summer time begins at 01:00 UTC on 29 March 2026 (02:00 → 03:00) and ends at 01:00 UTC on 25 October.
    expect(dayInMadrid(new Date("2026-03-28T22:59:59Z"))).toBe("2026-03-28");
    expect(dayInMadrid(new Date("2026-03-28T23:00:00Z"))).toBe("2026-03-29");
    expect(formatDateTime("2026-03-29T00:59:00Z")).toBe("29/03/2026 01:59");
    expect(formatDateTime("2026-03-29T01:00:00Z")).toBe("29/03/2026 03:00");
    expect(dayInMadrid("2026-10-24T22:30:00Z")).toBe("2026-10-25");
    expect(formatDateTime("2026-10-25T00:30:00Z")).toBe("25/10/2026 02:30");
    expect(formatDateTime("2026-10-25T01:30:00Z")).toBe("25/10/2026 02:30");
    expect(formatDateTime("2026-12-31T23:00:00Z")).toBe("01/01/2027 00:00");
  });

  it("shows N/A when missing or invalid", () => {
    expect(formatDate(null)).toBe("N/A");
    expect(formatDate("")).toBe("N/A");
    expect(formatDate("not a date")).toBe("N/A");
  });
});

describe("progress width", () => {
  it("is capped to 0–100", () => {
    expect(progressWidth(45)).toBe(45);
    expect(progressWidth(140)).toBe(100);
    expect(progressWidth(-5)).toBe(0);
    expect(progressWidth(null)).toBe(0);
    expect(progressWidth(Number.NaN)).toBe(0);
  });
});
