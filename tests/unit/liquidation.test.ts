import { describe, expect, it } from "vitest";
import { computeLiquidation } from "@/lib/liquidation";
import { splitByLargestRemainder } from "@/lib/money";
import { SUCCESS_FEE_BASIS_POINTS } from "@/lib/club-terms";

/** Worked by hand (issue 32): every figure below was computed on paper, in cents. */
const RATES = { feeBasisPoints: SUCCESS_FEE_BASIS_POINTS, withholdingBasisPoints: 1_900n };
const euros = (value: string) => BigInt(value.replace(".", ""));
const participants = (...capitals: string[]) =>
  capitals.map((capital, index) => ({ investmentId: `p${index + 1}`, capitalCents: euros(capital) }));
const show = ({ rows, totals }: ReturnType<typeof computeLiquidation>) => ({
  rows: rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === "bigint" ? cents(value) : value])),
  ),
  totals: Object.fromEntries(Object.entries(totals).map(([key, value]) => [key, cents(value)])),
});
const cents = (value: bigint) => {
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
};

describe("splitByLargestRemainder", () => {
  it("gives the floor of each share and the cents left to the largest remainders, ties to the earlier row", () => {
    expect(splitByLargestRemainder(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(splitByLargestRemainder(50n, [34n, 33n, 33n])).toEqual([17n, 17n, 16n]);
    expect(splitByLargestRemainder(-100n, [1n, 1n, 1n])).toEqual([-34n, -33n, -33n]);
    expect(splitByLargestRemainder(10n, [0n, 0n])).toEqual([0n, 0n]);
  });
});

describe("computeLiquidation", () => {
  it("a gain: result shared by capital, 50 % fee, 19 % withheld on the partícipe's gain", () => {
    // 150.000 − 10.000 − 100.000 = 40.000 of result: 24.000 and 16.000.
    expect(show(computeLiquidation(euros("150000.00"), euros("10000.00"), participants("60000.00", "40000.00"), RATES))).toEqual({
      rows: [
        {
          investmentId: "p1",
          capital: "60000.00",
          result: "24000.00",
          fee: "12000.00",
          gain: "12000.00",
          withholding: "2280.00",
          net: "69720.00",
        },
        {
          investmentId: "p2",
          capital: "40000.00",
          result: "16000.00",
          fee: "8000.00",
          gain: "8000.00",
          withholding: "1520.00",
          net: "46480.00",
        },
      ],
      totals: {
        proceeds: "150000.00",
        costs: "10000.00",
        capital: "100000.00",
        result: "40000.00",
        fee: "20000.00",
        gain: "20000.00",
        withholding: "3800.00",
        net: "116200.00",
      },
    });
  });

  it("a loss: capital back less each one's share of the loss, no fee, nothing withheld", () => {
    // 80.000 − 5.000 − 100.000 = −25.000, by capital 50 / 25 / 25 %.
    expect(
      show(computeLiquidation(euros("80000.00"), euros("5000.00"), participants("50000.00", "25000.00", "25000.00"), RATES)).rows,
    ).toEqual([
      {
        investmentId: "p1",
        capital: "50000.00",
        result: "-12500.00",
        fee: "0.00",
        gain: "-12500.00",
        withholding: "0.00",
        net: "37500.00",
      },
      { investmentId: "p2", capital: "25000.00", result: "-6250.00", fee: "0.00", gain: "-6250.00", withholding: "0.00", net: "18750.00" },
      { investmentId: "p3", capital: "25000.00", result: "-6250.00", fee: "0.00", gain: "-6250.00", withholding: "0.00", net: "18750.00" },
    ]);
  });

  it("break-even: each gets its capital back", () => {
    const { rows, totals } = show(computeLiquidation(euros("101000.00"), euros("1000.00"), participants("70000.00", "30000.00"), RATES));
    expect(rows.map((row) => [row.net, row.fee, row.gain, row.withholding])).toEqual([
      ["70000.00", "0.00", "0.00", "0.00"],
      ["30000.00", "0.00", "0.00", "0.00"],
    ]);
    expect(totals.result).toBe("0.00");
  });

  it("one investor with two participations: a row each, as two separate investments", () => {
    // 120.000 − 0 − 100.000 = 20.000: 6.000, 2.000 and 12.000.
    expect(
      show(computeLiquidation(euros("120000.00"), 0n, participants("30000.00", "10000.00", "60000.00"), RATES)).rows.map((row) => [
        row.fee,
        row.gain,
        row.withholding,
        row.net,
      ]),
    ).toEqual([
      ["3000.00", "3000.00", "570.00", "32430.00"],
      ["1000.00", "1000.00", "190.00", "10810.00"],
      ["6000.00", "6000.00", "1140.00", "64860.00"],
    ]);
  });

  it("three equal participations whose fee leaves an odd cent: the rows still add up to the operation's figures", () => {
    // 1,00 € of result: 0,34 / 0,33 / 0,33; fee 0,50: 0,17 / 0,17 / 0,16; 19 % of 0,17 = 0,0323 → 0,03.
    const liquidation = show(computeLiquidation(euros("30001.00"), 0n, participants("10000.00", "10000.00", "10000.00"), RATES));
    expect(liquidation.rows.map((row) => [row.result, row.fee, row.gain, row.withholding, row.net])).toEqual([
      ["0.34", "0.17", "0.17", "0.03", "10000.14"],
      ["0.33", "0.17", "0.16", "0.03", "10000.13"],
      ["0.33", "0.16", "0.17", "0.03", "10000.14"],
    ]);
    expect(liquidation.totals).toMatchObject({ result: "1.00", fee: "0.50", gain: "0.50", withholding: "0.09", net: "30000.41" });
    // What came in is exactly what goes out: payouts, the club's fee and the tax withheld.
    expect(euros(liquidation.totals.net!) + euros(liquidation.totals.fee!) + euros(liquidation.totals.withholding!)).toBe(
      euros("30001.00"),
    );
  });
});
