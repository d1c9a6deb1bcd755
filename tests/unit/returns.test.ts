import { describe, expect, it } from "vitest";
import {
  computeScenario,
  DEPOSIT_TAE,
  computeScenarios,
  effectiveTicket,
  parseAmount,
  xirrMonthly,
  type ScenarioResult,
  type ScenarioTerms,
} from "@/lib/returns";

/**
 * Hand-worked cases of the return calculator (issue 10, item 7). Each comment shows the working:
 * gross and costs for the ticket, net gain before the fee, 50 % success fee, what comes back, and
 * the annualised rate ((returned / ticket)^(12 / months) − 1 for one payment at the end).
 */
const perEuro = (months: number, gross: string, costs = "0"): ScenarioTerms => ({
  name: "Escenario",
  months,
  basis: "per_euro",
  gross,
  costs,
});
const PVP = "245000.00";
/** The figures a case works out by hand (the deposit's too where it says). */
type Figures = { [K in keyof ScenarioResult]?: Partial<ScenarioResult[K]> };

describe("computeScenario: hand-worked examples", () => {
  it("1. 30.000 € at 1,20 €/€ over 12 months: gain 6.000, fee 3.000, 33.000 back, 10 % and 10 % a year", () => {
    expect(computeScenario("30000.00", perEuro(12, "1.20"), PVP)).toEqual({
      gross: "36000.00",
      costs: "0.00",
      fee: "3000.00",
      returned: "33000.00",
      netGain: "3000.00",
      returnOnTicket: "10.00",
      annualised: "10.00",
      deposit: { tae: "10.00", returned: "33000.00", netGain: "3000.00" },
    });
  });

  it.each<[string, string, ScenarioTerms, Figures]>([
    [
      "2. the same over 6 months: 1,1^2 − 1 = 21 % a year; deposit 30.000 × 1,1^0,5 = 31.464,27",
      "30000",
      perEuro(6, "1.20"),
      { returned: "33000.00", returnOnTicket: "10.00", annualised: "21.00", deposit: { returned: "31464.27" } },
    ],
    [
      "3. 24 months at 1,44: gain 13.200, fee 6.600, 36.600 back (22 %), 1,22^0,5 − 1 = 10,45 % a year; deposit × 1,21",
      "30000",
      perEuro(24, "1.44"),
      {
        fee: "6600.00",
        returned: "36600.00",
        netGain: "6600.00",
        returnOnTicket: "22.00",
        annualised: "10.45",
        deposit: { returned: "36300.00" },
      },
    ],
    [
      "4. zero gain: 1,00 €/€ gives the ticket back, no fee, 0 %",
      "30000",
      perEuro(12, "1.00"),
      { fee: "0.00", returned: "30000.00", netGain: "0.00", returnOnTicket: "0.00", annualised: "0.00" },
    ],
    [
      "5. a loss: 0,90 €/€ over 12 months, no fee, −3.000 (−10 %, −10 % a year)",
      "30000",
      perEuro(12, "0.90"),
      { fee: "0.00", returned: "27000.00", netGain: "-3000.00", returnOnTicket: "-10.00", annualised: "-10.00" },
    ],
    [
      "6. one month at 1,01: gain 300, fee 150, 0,5 %, 1,005^12 − 1 = 6,17 % a year; deposit × 1,1^(1/12) = 30.239,22",
      "30000",
      perEuro(1, "1.01"),
      { fee: "150.00", returned: "30150.00", returnOnTicket: "0.50", annualised: "6.17", deposit: { returned: "30239.22" } },
    ],
    [
      "7. a ticket that is not a round number: 33.333,33 × 1,15 = 38.333,3295 → 38.333,33; gain 5.000, fee 2.500, 7,50 %",
      "33333.33",
      perEuro(12, "1.15"),
      { gross: "38333.33", fee: "2500.00", returned: "35833.33", netGain: "2500.00", returnOnTicket: "7.50", annualised: "7.50" },
    ],
    [
      "8. half cents round up: 30.000,05 × 1,1 = 33.000,055 → 33.000,06; gain 3.000,01, fee 1.500,005 → 1.500,01",
      "30000.05",
      perEuro(12, "1.10"),
      { gross: "33000.06", fee: "1500.01", returned: "31500.05", netGain: "1500.00", returnOnTicket: "5.00" },
    ],
    [
      "9. totals of the operation shared by ticket / PVP: 294.000 recovered, 4.900 costs, 30.000 of 245.000 over 18 months",
      "30000",
      { name: "Venta", months: 18, basis: "total", gross: "294000", costs: "4900" },
      // 30.000 / 245.000 of 294.000 = 36.000; of 4.900 = 600; gain 5.400, fee 2.700; 1,09^(12/18) − 1 = 5,91 %; deposit 30.000 × 1,1^1,5.
      {
        gross: "36000.00",
        costs: "600.00",
        fee: "2700.00",
        returned: "32700.00",
        netGain: "2700.00",
        returnOnTicket: "9.00",
        annualised: "5.91",
        deposit: { returned: "34610.69" },
      },
    ],
    [
      "10. costs per euro reduce the gain before the fee: 1,30 − 0,05 = 1,25; gain 7.500, fee 3.750",
      "30000",
      perEuro(12, "1.30", "0.05"),
      { gross: "39000.00", costs: "1500.00", fee: "3750.00", returned: "33750.00", returnOnTicket: "12.50" },
    ],
    [
      "11. costs above the gross recovery: nothing comes back, never less than nothing (−100 %)",
      "30000",
      perEuro(12, "0.50", "0.60"),
      { fee: "0.00", returned: "0.00", netGain: "-30000.00", returnOnTicket: "-100.00", annualised: "-100.00" },
    ],
    [
      "12. a long case, 120 months at 2,00: fee 15.000, 45.000 back, 1,5^0,1 − 1 = 4,14 % a year; deposit × 1,1^10",
      "30000",
      perEuro(120, "2.00"),
      { returned: "45000.00", returnOnTicket: "50.00", annualised: "4.14", deposit: { returned: "77812.27" } },
    ],
    [
      "13. a gain of one cent: the fee of half a cent rounds up to one, so the investor is back at the ticket",
      "100.00",
      perEuro(3, "1.0001"),
      { gross: "100.01", fee: "0.01", returned: "100.00", netGain: "0.00" },
    ],
  ])("%s", (_name, ticket, terms, figures) => {
    expect(computeScenario(ticket, terms, PVP)).toMatchObject(figures);
  });

  it("14. refuses a ticket of 0 and a term under one month", () => {
    expect(() => computeScenario("0", perEuro(12, "1.2"), PVP)).toThrow(RangeError);
    expect(() => computeScenario("30000", perEuro(0, "1.2"), PVP)).toThrow(RangeError);
    expect(() => computeScenario("30000", { ...perEuro(12, "1"), basis: "total" }, "0")).toThrow(RangeError);
  });

  it("15. the three default scenarios of one operation for one ticket, in order", () => {
    const results = computeScenarios(
      "50000",
      [
        { name: "El deudor paga", months: 8, basis: "per_euro", gross: "1.12", costs: "0.01" },
        { name: "Un tercero se adjudica en subasta", months: 14, basis: "per_euro", gross: "1.18", costs: "0.02" },
        { name: "El club se adjudica y vende", months: 24, basis: "per_euro", gross: "1.45", costs: "0.07" },
      ],
      PVP,
      DEPOSIT_TAE,
    );
    // 50.000 × (1,12 − 0,01) = 55.500 → gain 5.500, fee 2.750 → 52.750; (1,055)^(12/8) − 1 = 8,36 %
    // 50.000 × (1,18 − 0,02) = 58.000 → fee 4.000 → 54.000; 1,08^(12/14) − 1 = 6,82 %
    // 50.000 × (1,45 − 0,07) = 69.000 → fee 9.500 → 59.500; 1,19^0,5 − 1 = 9,09 %
    expect(results.map((s) => [s.name, s.result.returned, s.result.returnOnTicket, s.result.annualised])).toEqual([
      ["El deudor paga", "52750.00", "5.50", "8.36"],
      ["Un tercero se adjudica en subasta", "54000.00", "8.00", "6.82"],
      ["El club se adjudica y vende", "59500.00", "19.00", "9.09"],
    ]);
  });
});

describe("xirrMonthly", () => {
  it("16. two payments back: −1.000, +500 at month 6, +600 at month 12 → y = x^6 solves −1000y² + 500y + 600 = 0: 13,197 %", () => {
    const flows = ["-1000", ...Array(5).fill("0"), "500", ...Array(5).fill("0"), "600"];
    expect(Number(xirrMonthly(flows))).toBeCloseTo(0.13197051490249266, 12);
  });

  it("17. no rate without an investment first, −100 % when nothing comes back", () => {
    expect(xirrMonthly(["1000", "-1100"])).toBeNull();
    expect(xirrMonthly(["-1000", "0", "0"])).toBe("-1");
    expect(xirrMonthly(["-1000", "-5"])).toBeNull();
  });
});

describe("the ticket typed in the calculator", () => {
  it("18. is never below the minimum ticket, and reads es-ES notation", () => {
    expect(effectiveTicket("25.000", "30000.00")).toBe("30000.00");
    expect(effectiveTicket("", "30000.00")).toBe("30000.00");
    expect(effectiveTicket("abc", "30000.00")).toBe("30000.00");
    expect(effectiveTicket("-40000", "30000.00")).toBe("30000.00");
    expect(effectiveTicket("35.000,50", "30000.00")).toBe("35000.50");
    expect(effectiveTicket("45000", "30000.00")).toBe("45000.00");
    expect(effectiveTicket("30000,005", "30000.00")).toBe("30000.00");
    expect(parseAmount("1.234.567,89")?.toFixed(2)).toBe("1234567.89");
    expect(parseAmount("12,3,4")).toBeNull();
  });
});

describe("remembered rates", () => {
  it("answers flows asked again, and flows asked after many others, with the rate solved afresh", () => {
    const flows = ["-10000", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "12100"];
    const first = xirrMonthly(flows);
    expect(xirrMonthly([...flows])).toBe(first);
    for (let i = 1; i <= 2100; i++) xirrMonthly(["-100", `${100 + i / 100}`]);
    expect(xirrMonthly(flows)).toBe(first);
    expect(Number(first)).toBeCloseTo(0.231151, 6); // 1.21^(12/11) − 1
  });
});
