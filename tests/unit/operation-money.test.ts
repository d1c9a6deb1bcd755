import { describe, expect, it } from "vitest";
import { moneyResult, NO_MONEY } from "@/lib/operation-money";

describe("moneyResult", () => {
  it("a finished operation: returned − contributed − fees, and its share of what was contributed", () => {
    // The demo's Chalet en Nervión: 45.000 in; 45.000 + 7.142,80 back; the club's half of the gain, 3.571,40.
    const result = moneyResult({ contributed: "45000.00", returned: "52142.80", fees: "3571.40", pending: 0 });
    expect(result).toEqual({ net: "3571.40", onContributed: "7.94" }); // 3.571,40 / 45.000 = 7,936 %
  });

  it("a loss is negative; provisions count as contributed", () => {
    expect(moneyResult({ contributed: "30788.91", returned: "30000.00", fees: "0.00", pending: 0 })).toEqual({
      net: "-788.91",
      onContributed: "-2.56",
    });
  });

  it("nothing contributed: no percentage", () => {
    expect(moneyResult(NO_MONEY)).toEqual({ net: "0.00", onContributed: null });
    expect(moneyResult({ ...NO_MONEY, fees: "10.00" })).toEqual({ net: "-10.00", onContributed: null });
  });
});
