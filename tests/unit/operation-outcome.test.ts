import { describe, expect, it } from "vitest";
import { operationOutcome } from "@/lib/operation-outcome";

/** A finished operation's actual result, worked by hand (docs/product.md, "Honest figures"). */
describe("what a finished operation gave", () => {
  it("a year: 100.000 in, 124.000 back less a 12.000 fee → 12 % total, 12 % a year, 12 months", () => {
    expect(
      operationOutcome([
        { type: "APORTE", date: "2026-01-15", amount: "100000.00" },
        { type: "DEVOLUCION", date: "2027-01-15", amount: "100000.00" },
        { type: "BENEFICIO", date: "2027-01-15", amount: "24000.00" },
        { type: "COMISION_EXITO", date: "2027-01-15", amount: "12000.00" },
        { type: "RETENCION", date: "2027-01-15", amount: "2280.00" }, // the investor's tax: not part of the result
      ]),
    ).toEqual({ totalReturn: "12.00", annualReturn: "12.00", months: 12 });
  });

  it("half a year at 6 % total is 12,36 % a year ((1,06)² − 1); the demo's typed movements count the same way", () => {
    expect(
      operationOutcome([
        { type: "APORTE", date: "2026-03-01", amount: "60000.00" },
        { type: "APORTE", date: "2026-03-20", amount: "40000.00" },
        { type: "DEVOLUCION", date: "2026-09-10", amount: "112000.00" },
        { type: "HONORARIO", date: "2026-09-10", amount: "6000.00" },
      ]),
    ).toEqual({ totalReturn: "6.00", annualReturn: "12.36", months: 6 });
  });

  it("a loss, and nothing to say while nothing has come back", () => {
    expect(
      operationOutcome([
        { type: "APORTE", date: "2026-01-01", amount: "50000.00" },
        { type: "DEVOLUCION", date: "2026-07-01", amount: "45000.00" },
      ]),
    ).toMatchObject({ totalReturn: "-10.00", months: 6 });
    expect(operationOutcome([{ type: "APORTE", date: "2026-01-01", amount: "50000.00" }])).toBeNull();
    // A liquidation and its reversal cancel out: nothing came back.
    expect(
      operationOutcome([
        { type: "APORTE", date: "2026-01-01", amount: "1000.00" },
        { type: "DEVOLUCION", date: "2026-02-01", amount: "1000.00" },
        { type: "DEVOLUCION", date: "2026-02-03", amount: "-1000.00" },
      ]),
    ).toMatchObject({ totalReturn: "-100.00" });
  });
});
