import { describe, expect, it } from "vitest";
import { balanceEffect, creditedInterest, DEPOSIT_TAXED_KINDS, depositBalance, taxEffect } from "@/lib/deposit/position";

/** Hand-worked: 10.000 paid in, 236,75 interest credited, 44,98 withheld, 4.000 withdrawn; then the run reversed. */
const movements = [
  { kind: "contribution", amount: "10000.00" },
  { kind: "interest", amount: "236.75" },
  { kind: "withholding", amount: "44.98" },
  { kind: "withdrawal", amount: "4000.00" },
];
const reversal = [
  { kind: "interest", amount: "-236.75" },
  { kind: "withholding", amount: "-44.98" },
];

describe("what a deposit movement counts as (the one place)", () => {
  it("on the balance: contributions and interest add, withdrawals and withholding take", () => {
    expect(movements.map(balanceEffect)).toEqual([1_000_000n, 23_675n, -4_498n, -400_000n]);
    expect(depositBalance(movements)).toBe(619_177n); // 6.191,77
    expect(depositBalance([...movements, ...reversal])).toBe(600_000n);
    expect(() => balanceEffect({ kind: "gift", amount: "1.00" })).toThrow("Movimiento desconocido: gift");
  });

  it("on the tax papers: interest is the rendimiento íntegro, its withholding what was withheld; a reversal cancels by sum", () => {
    expect(movements.map(taxEffect)).toEqual([
      { gross: 0n, withheld: 0n },
      { gross: 23_675n, withheld: 0n },
      { gross: 0n, withheld: 4_498n },
      { gross: 0n, withheld: 0n },
    ]);
    expect(DEPOSIT_TAXED_KINDS).toEqual(["interest", "withholding"]);
    expect(creditedInterest(movements)).toBe(23_675n);
    expect(creditedInterest([...movements, ...reversal])).toBe(0n);
    // A database decimal reads the same as its text.
    expect(taxEffect({ kind: "interest", amount: { toString: () => "236.75" } })).toEqual({ gross: 23_675n, withheld: 0n });
  });
});
