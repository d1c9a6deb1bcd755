import { describe, expect, it } from "vitest";
import { liquidationMovements } from "@/lib/liquidation";

/** What a liquidation posts for one participation's row: a table of the cases, hand-worked. */
describe("liquidationMovements", () => {
  it.each([
    {
      name: "a gain: capital back, the share of the result, the club's half of it, 19 % of the other half withheld",
      // 60.000 of capital, a result of 24.000: fee 12.000, gain 12.000, withheld 2.280.
      row: { capital: "60000.00", result: "24000.00", fee: "12000.00", withholding: "2280.00" },
      expected: [
        ["DEVOLUCION", "60000.00", "Capital devuelto"],
        ["BENEFICIO", "24000.00", "Tu parte del resultado de la operación"],
        ["COMISION_EXITO", "12000.00", "Comisión de éxito del club (50 % del resultado)"],
        ["RETENCION", "2280.00", "Retención a cuenta del IRPF sobre tu ganancia"],
      ],
    },
    {
      name: "a loss: the capital less its share of the loss, and nothing else",
      row: { capital: "40000.00", result: "-3333.33", fee: "0.00", withholding: "0.00" },
      expected: [["DEVOLUCION", "36666.67", "Capital devuelto (con la pérdida de la operación)"]],
    },
    {
      name: "a result of exactly zero: the capital only",
      row: { capital: "25000.50", result: "0.00", fee: "0.00", withholding: "0.00" },
      expected: [["DEVOLUCION", "25000.50", "Capital devuelto"]],
    },
    {
      name: "a gain of one cent: its fee rounds to nothing and nothing is withheld",
      row: { capital: "10000.00", result: "0.01", fee: "0.00", withholding: "0.00" },
      expected: [
        ["DEVOLUCION", "10000.00", "Capital devuelto"],
        ["BENEFICIO", "0.01", "Tu parte del resultado de la operación"],
      ],
    },
    {
      name: "a loss of the whole capital: no movement at all",
      row: { capital: "5000.00", result: "-5000.00", fee: "0.00", withholding: "0.00" },
      expected: [],
    },
  ])("$name", ({ row, expected }) => {
    expect(liquidationMovements(row).map(({ type, amount, description }) => [type, amount, description])).toEqual(expected);
  });
});
