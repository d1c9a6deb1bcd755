import { describe, expect, it } from "vitest";
import { centsOf, decimalOf, percentageOf, percentOf, splitByLargestRemainder } from "@/lib/money";
import { MOVEMENT_KINDS, MOVEMENT_TYPES } from "@/lib/ledger/kinds";
import { positionDto, positionOf, totalOf } from "@/lib/ledger/position";

/** Issue 47: the money kit and the position function, by hand — cents in, cents out. */
describe("the money kit", () => {
  it.each([
    ["1234.5", 123450n],
    ["-0.05", -5n],
    ["0", 0n],
    ["8.850", 885n],
    ["8.855", 886n],
    ["8.854", 885n],
    ["-8.855", -886n],
    ["+12", 1200n],
  ])("centsOf(%s) = %s", (text, cents) => expect(centsOf(text)).toBe(cents));

  it("refuses what is not a plain decimal", () => {
    for (const text of ["1e3", "1.234,5", "", "abc", "1.2.3"]) expect(() => centsOf(text)).toThrow(RangeError);
  });

  it.each([
    [123450n, "1234.50"],
    [-5n, "-0.05"],
    [0n, "0.00"],
    [-123456789n, "-1234567.89"],
  ])("decimalOf(%s) = %s", (cents, text) => expect(decimalOf(cents)).toBe(text));

  it("percentOf rounds half up, away from zero", () => {
    expect(percentOf(228_050n, 1_900n)).toBe(43_330n); // 19 % of 2.280,50 = 433,295 → 433,30
    expect(percentOf(5n, 5_000n)).toBe(3n); // 50 % of 0,05 = 0,025 → 0,03
    expect(percentOf(-5n, 5_000n)).toBe(-3n);
    expect(percentOf(4n, 5_000n)).toBe(2n);
  });

  it("percentageOf: a part of a whole, half up, none of nothing", () => {
    expect(percentageOf(1_134_920n, 4_500_000n)).toBe("25.22"); // 11.349,20 of 45.000 = 25,2204 %
    expect(percentageOf(-150n, 1_000n)).toBe("-15.00");
    expect(percentageOf(1n, 3n)).toBe("33.33");
    expect(percentageOf(2n, 3n)).toBe("66.67");
    expect(percentageOf(5n, 0n)).toBeNull();
  });

  it("splitByLargestRemainder: the parts add up, the cents left go to the largest remainders, ties to the first", () => {
    expect(splitByLargestRemainder(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(splitByLargestRemainder(-100n, [1n, 1n, 1n])).toEqual([-34n, -33n, -33n]);
    expect(splitByLargestRemainder(1_000_001n, [6n, 4n])).toEqual([600_001n, 400_000n]);
    expect(splitByLargestRemainder(7n, [0n, 0n])).toEqual([0n, 0n]);
  });
});

describe("the table of movement kinds", () => {
  it("is closed: every type has one meaning, and a payout is capital and result less fee and withholding", () => {
    expect(MOVEMENT_TYPES).toEqual(["APORTE", "DEVOLUCION", "HONORARIO", "BENEFICIO", "COMISION_EXITO", "RETENCION"]);
    const received = Object.fromEntries(MOVEMENT_TYPES.map((type) => [type, MOVEMENT_KINDS[type].received]));
    expect(received).toEqual({ APORTE: 0, DEVOLUCION: 1, HONORARIO: 0, BENEFICIO: 1, COMISION_EXITO: -1, RETENCION: -1 });
  });
});

const m = (type: string, amount: string, status = "completed") => ({ type, amount, status });

describe("a participation's position", () => {
  it.each([
    {
      name: "committed, nothing paid, a transfer announced",
      participation: { status: "active", amount: "35000.00" },
      movements: [m("APORTE", "20000.00"), m("APORTE", "15000.00", "pending")],
      expected: {
        committed: "35000.00",
        paid: "20000.00",
        announced: "15000.00",
        owed: "15000.00",
        received: "0.00",
        gain: null,
        result: null,
      },
    },
    {
      // The liquidation of issue 32: 60.000 paid, result 24.000, fee 12.000, gain 12.000, 19 % withheld.
      name: "liquidated with a gain",
      participation: { status: "closed", amount: "60000.00" },
      movements: [
        m("APORTE", "60000.00"),
        m("DEVOLUCION", "60000.00"),
        m("BENEFICIO", "24000.00"),
        m("COMISION_EXITO", "12000.00"),
        m("RETENCION", "2280.00"),
      ],
      expected: {
        committed: "60000.00",
        paid: "60000.00",
        owed: "0.00",
        capitalReturned: "60000.00",
        gain: "12000.00",
        withheld: "2280.00",
        received: "69720.00",
        result: "12000.00",
      },
    },
    {
      name: "liquidated with a loss: capital back less the loss, nothing withheld",
      participation: { status: "closed", amount: "50000.00" },
      movements: [m("APORTE", "50000.00"), m("DEVOLUCION", "43750.00")],
      expected: { capitalReturned: "43750.00", gain: "-6250.00", withheld: "0.00", received: "43750.00", result: "-6250.00" },
    },
    {
      name: "a liquidation reversed: every figure as before it, active and owing nothing",
      participation: { status: "active", amount: "10000.00" },
      movements: [
        m("APORTE", "10000.00"),
        m("DEVOLUCION", "10000.00"),
        m("BENEFICIO", "2000.00"),
        m("COMISION_EXITO", "1000.00"),
        m("RETENCION", "190.00"),
        m("DEVOLUCION", "-10000.00"),
        m("BENEFICIO", "-2000.00"),
        m("COMISION_EXITO", "-1000.00"),
        m("RETENCION", "-190.00"),
      ],
      expected: { paid: "10000.00", owed: "0.00", capitalReturned: "0.00", withheld: "0.00", received: "0.00", gain: null },
    },
    {
      name: "a fee charged and a failed movement: the fee is no part of the gain, the failure counts nothing",
      participation: { status: "closed", amount: "1000.00" },
      movements: [m("APORTE", "1000.00"), m("HONORARIO", "25.00"), m("APORTE", "500.00", "failed"), m("DEVOLUCION", "1100.00")],
      expected: { paid: "1000.00", fees: "25.00", gain: "100.00", result: "75.00", received: "1100.00" },
    },
    {
      name: "a request holds no place and owes nothing",
      participation: { status: "requested", amount: "30000.00" },
      movements: [],
      expected: { committed: "0.00", requested: "30000.00", owed: "0.00", gain: null },
    },
    {
      name: "cancelled and refunded: settled at zero",
      participation: { status: "cancelled", amount: "30000.00" },
      movements: [m("APORTE", "30000.00"), m("DEVOLUCION", "30000.00")],
      expected: { committed: "0.00", owed: "0.00", gain: "0.00", received: "30000.00" },
    },
  ])("$name", ({ participation, movements, expected }) => {
    expect(positionDto(positionOf(participation, movements))).toMatchObject(expected);
  });

  it("totals: every sum added, the gain over the settled ones only, the result that gain less every fee", () => {
    const open = positionOf({ status: "active", amount: "5000.00" }, [m("APORTE", "1000.00"), m("HONORARIO", "10.00")]);
    const closed = positionOf({ status: "closed", amount: "1000.00" }, [m("APORTE", "1000.00"), m("DEVOLUCION", "1200.00")]);
    expect(positionDto(totalOf([open, closed]))).toMatchObject({
      committed: "6000.00",
      paid: "2000.00",
      owed: "4000.00",
      fees: "10.00",
      gain: "200.00",
      result: "190.00",
    });
    expect(totalOf([open]).gain).toBeNull();
  });
});
