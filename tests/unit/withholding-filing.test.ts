import { describe, expect, it } from "vitest";
import { lateWithholdingNote, modelo123Quarter } from "@/lib/deposit/withholding-filing";

describe("the Modelo 123 quarter of a withholding", () => {
  it.each([
    ["2026-03-31", "1T 2026", "2026-04-20"],
    ["2026-06-30", "2T 2026", "2026-07-20"],
    ["2026-09-30", "3T 2026", "2026-10-20"],
    ["2026-12-31", "4T 2026", "2027-01-20"],
    ["2026-01-01", "1T 2026", "2026-04-20"],
  ])("%s is in the %s, due %s", (day, quarter, deadline) => {
    expect(modelo123Quarter(day)).toEqual({ quarter, deadline });
  });

  it("names the late quarter only after its deadline, and only with something withheld", () => {
    // The case: the quarter ended on 30 September, its run confirmed on 6 December.
    expect(lateWithholdingNote("2026-09-30", "352.45", "2026-12-06")).toBe(
      "La retención de este abono (352,45\u00a0€) es del 3T 2026, cuyo Modelo 123 vencía el 20/10/2026. No está en la declaración de ese trimestre: se declara con una autoliquidación complementaria del 3T 2026 (o con la del trimestre si aún no se presentó), fuera de plazo, con el recargo del art. 27 de la Ley General Tributaria.",
    );
    expect(lateWithholdingNote("2026-09-30", "352.45", "2026-10-20")).toBeNull();
    expect(lateWithholdingNote("2026-09-30", "0.00", "2026-12-06")).toBeNull();
    expect(lateWithholdingNote("2026-12-31", "10.00", "2027-01-21")).toContain("4T 2026, cuyo Modelo 123 vencía el 20/01/2027");
  });
});
