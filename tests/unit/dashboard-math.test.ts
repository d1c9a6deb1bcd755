import { describe, expect, it } from "vitest";
import { formatTrend } from "@/components/dashboard/stat-card";
import { movementTotals, outsideTotals, trendBetween } from "@/server/reports/dashboard";
import { csvField, csvLine } from "@/lib/csv";

describe("trend against the previous month", () => {
  it("is the rounded percentage change, positive or negative", () => {
    expect(trendBetween(100, 115)).toEqual({ value: 15, isPositive: true });
    expect(trendBetween(200, 150)).toEqual({ value: 25, isPositive: false });
    expect(trendBetween(3, 3)).toEqual({ value: 0, isPositive: true });
    expect(trendBetween(3, 4)).toEqual({ value: 33, isPositive: true });
  });

  it("has no value when there is nothing to compare with", () => {
    expect(trendBetween(0, 10)).toBeNull();
  });

  it("reads +N% vs mes anterior, and without a plus sign when negative", () => {
    expect(formatTrend({ value: 15, isPositive: true })).toBe("+15% vs mes anterior");
    expect(formatTrend({ value: 8, isPositive: false })).toBe("-8% vs mes anterior");
  });
});

describe("movement totals", () => {
  const rows = [
    { type: "APORTE", amount: "0.10", status: "completed" },
    { type: "APORTE", amount: "0.20", status: "pending" },
    { type: "APORTE", amount: "1000.05", status: "completed" },
    { type: "DEVOLUCION", amount: "0.15", status: "completed" },
    { type: "HONORARIO", amount: "999.99", status: "completed" },
    { type: "APORTE", amount: "5000.00", status: "failed" },
    { type: "OTRO", amount: "7.00", status: "completed" },
  ];

  it("adds completed aportes and devoluciones exactly, leaving out honorarios, pending and failed movements and other types", () => {
    // 0.10 + 1000.05 − 0.15 in floating point is 999.9999999999999: the sums must be exact.
    expect(movementTotals(rows)).toEqual({ aportes: "1000.15", devoluciones: "0.15", saldoNeto: "1000.00" });
  });

  it("can be negative", () => {
    expect(movementTotals([{ type: "DEVOLUCION", amount: "10.00", status: "completed" }])).toEqual({
      aportes: "0.00",
      devoluciones: "10.00",
      saldoNeto: "-10.00",
    });
  });
});

describe("CSV fields for Spanish Excel", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvField("línea\nnueva")).toBe('"línea\nnueva"');
    expect(csvField(null)).toBe("");
  });

  it("neutralises formulas but keeps negative amounts", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-10,50")).toBe("-10,50");
  });

  it("joins with ; and ends lines with CRLF", () => {
    expect(csvLine(["a", 1, null])).toBe("a;1;\r\n");
  });
});

describe("outsideTotals", () => {
  it("counts only completed aportes and devoluciones, and says why any other row is left out", () => {
    expect(outsideTotals({ type: "APORTE", status: "completed" })).toBeNull();
    expect(outsideTotals({ type: "DEVOLUCION", status: "completed" })).toBeNull();
    expect(outsideTotals({ type: "APORTE", status: "pending" })).toBe("not-completed");
    expect(outsideTotals({ type: "DEVOLUCION", status: "failed" })).toBe("not-completed");
    for (const type of ["HONORARIO", "BENEFICIO", "COMISION_EXITO", "RETENCION"])
      expect(outsideTotals({ type, status: "completed" }), type).toBe("other-type");
  });
});
