import { describe, expect, it } from "vitest";
import { creditDay, endedPeriodEnds, lastEndedPeriodEnd, nextWindow, periodOf } from "@/lib/deposit/calendar";
import { depositBalance, balanceChanges } from "@/lib/deposit/position";

/** The deposit account's calendar and ledger rules (issue 51): periods, windows, what a movement counts as. */
describe("the deposit account's calendar", () => {
  it("cuts months and quarters, the crediting day their last", () => {
    expect(periodOf("2027-02-14", "monthly")).toEqual({ from: "2027-02-01", to: "2027-03-01" });
    expect(creditDay(periodOf("2028-02-14", "monthly"))).toBe("2028-02-29");
    expect(periodOf("2027-11-30", "quarterly")).toEqual({ from: "2027-10-01", to: "2028-01-01" });
    expect(creditDay(periodOf("2027-11-30", "quarterly"))).toBe("2027-12-31");
    expect(lastEndedPeriodEnd("2027-04-02", "quarterly")).toBe("2027-03-31");
    expect(lastEndedPeriodEnd("2027-03-31", "quarterly")).toBe("2027-03-31");
    expect(lastEndedPeriodEnd("2027-01-15", "monthly")).toBe("2026-12-31");
  });

  it("serves a withdrawal in the first window after its notice, into the next year if need be", () => {
    const quarters = ["03-31", "06-30", "09-30", "12-31"];
    expect(nextWindow("2027-03-10", quarters, 30)).toBe("2027-06-30");
    expect(nextWindow("2027-03-01", quarters, 30)).toBe("2027-03-31");
    expect(nextWindow("2027-12-15", quarters, 30)).toBe("2028-03-31");
    expect(nextWindow("2027-12-31", ["12-31"], 0)).toBe("2027-12-31");
    expect(nextWindow("2027-06-01", [], 30)).toBeNull();
  });
});

describe("the deposit account's ledger", () => {
  it("adds contributions and interest, takes withdrawals and the withholding; a reversal cancels by sum", () => {
    const movements = [
      { kind: "contribution", amount: "10000.00", valueDate: "2027-01-01" },
      { kind: "interest", amount: "237.79", valueDate: "2027-03-31" },
      { kind: "withholding", amount: "45.18", valueDate: "2027-03-31" },
      { kind: "withdrawal", amount: "2000.00", valueDate: "2027-06-30" },
      { kind: "withdrawal", amount: "-2000.00", valueDate: "2027-06-30" },
    ];
    // 10.000 + 237,79 − 45,18 − 2.000 + 2.000 = 10.192,61 €
    expect(depositBalance(movements)).toBe(1_019_261n);
    expect(balanceChanges(movements, "2027-03-01", "2027-04-01")).toEqual([
      { day: "2027-03-31", amount: "237.79" },
      { day: "2027-03-31", amount: "-45.18" },
    ]);
    expect(() => depositBalance([{ kind: "regalo", amount: "1" }])).toThrow(RangeError);
  });
});

describe("endedPeriodEnds", () => {
  it("lists the crediting day of each period ended by today since the first movement's, oldest first", () => {
    expect(endedPeriodEnds("2026-05-10", "2026-12-06", "quarterly")).toEqual(["2026-06-30", "2026-09-30"]);
    // A period ends on its crediting day: on 31 December the fourth quarter is owed its run too.
    expect(endedPeriodEnds("2026-05-10", "2026-12-31", "quarterly")).toEqual(["2026-06-30", "2026-09-30", "2026-12-31"]);
    expect(endedPeriodEnds("2026-11-15", "2027-01-02", "monthly")).toEqual(["2026-11-30", "2026-12-31"]);
    expect(endedPeriodEnds("2026-12-01", "2026-12-06", "quarterly")).toEqual([]);
  });
});
