import { describe, expect, it } from "vitest";
import { OPERATION_FIELDS } from "@/lib/fields/operation";
import { typedValues } from "@/lib/fields/typed-values";
import { parseEsDecimal } from "@/lib/es-decimal";

describe("an edit form shows stored numbers the Spanish way, and reads them back unchanged", () => {
  it("amounts grouped with two decimals, decimal percentages with a comma, whole ones and text as they are", () => {
    const typed = typedValues(OPERATION_FIELDS, {
      pvp: "198000.00",
      ticketMin: "5000.00",
      precioCompra: "",
      expectedReturn: "13.25",
      percentageFinanced: "30",
      title: "1000",
    });
    expect(typed).toEqual({
      pvp: "198.000,00",
      ticketMin: "5.000,00",
      precioCompra: "",
      expectedReturn: "13,25",
      percentageFinanced: "30",
      title: "1000",
    });
    expect(parseEsDecimal(typed.pvp)).toBe("198000.00");
    expect(parseEsDecimal(typed.ticketMin)).toBe("5000.00");
    expect(parseEsDecimal(typed.expectedReturn)).toBe("13.25");
  });
});
