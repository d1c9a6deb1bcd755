import { describe, expect, it } from "vitest";
import { parseEsDecimal } from "@/lib/es-decimal";
import { decimalString } from "@/lib/validations/fields";
import { investmentSchema } from "@/lib/validations/investment";
import { operationSchema } from "@/lib/validations/operation";
import { scenarioSchema } from "@/lib/validations/case";
import { transactionSchema } from "@/lib/validations/transaction";

describe("an amount typed the Spanish way", () => {
  it("reads a dot before groups of three digits as thousands and the comma as the decimal mark", () => {
    expect(parseEsDecimal("25.000")).toBe("25000");
    expect(parseEsDecimal("25.000,00")).toBe("25000.00");
    expect(parseEsDecimal("1.234.567,89")).toBe("1234567.89");
    expect(parseEsDecimal("25000,5")).toBe("25000.5");
    expect(parseEsDecimal("25 000 €")).toBe("25000");
    expect(parseEsDecimal("25\u00a0000,50\u00a0€")).toBe("25000.50");
  });

  it("still reads the plain notation, and numbers", () => {
    expect(parseEsDecimal("25000")).toBe("25000");
    expect(parseEsDecimal("25000.50")).toBe("25000.50");
    expect(parseEsDecimal("25.5")).toBe("25.5");
    expect(parseEsDecimal(150000.5)).toBe("150000.5");
    expect(parseEsDecimal("007")).toBe("7");
  });

  it("refuses what is not one amount: bad groups, three decimals, signs, exponents", () => {
    for (const bad of [
      "",
      ",5",
      "25,",
      "1.2,5",
      "12.34.567",
      "0.001",
      "10,001",
      "12.345,678",
      "-5",
      "1e5",
      "NaN",
      "25.000.00",
      "12,3,4",
      "abc",
    ]) {
      expect(parseEsDecimal(bad), bad).toBeNull();
    }
    expect(parseEsDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseEsDecimal("12345678901")).toBeNull(); // 11 integer digits
    expect(parseEsDecimal("1,23456", { maxDecimals: 4 })).toBeNull();
    expect(parseEsDecimal("1,2345", { maxDecimals: 4 })).toBe("1.2345");
  });

  it("is what every money field of the shared schemas accepts (form and server alike)", () => {
    expect(decimalString("25.000", 10)).toBe("25000.00");
    const operation = operationSchema.parse({
      title: "Piso",
      province: "madrid",
      pvp: "250.000",
      ticketMin: "25.000",
      precioCompra: "180.000,50",
    });
    expect([operation.pvp, operation.ticketMin, operation.precioCompra]).toEqual(["250000.00", "25000.00", "180000.50"]);
    const id = "0b8e4f4e-4c1a-4d57-9a57-5a0d6f0c1b2a";
    expect(transactionSchema.parse({ operationId: id, type: "APORTE", amount: "25.000" }).amount).toBe("25000.00");
    expect(investmentSchema.parse({ userId: id, operationId: id, amount: "25.000,00" }).amount).toBe("25000.00");
    expect(scenarioSchema.parse({ name: "Venta", months: "12", basis: "total", gross: "294.000", costs: "1.250,5" })).toMatchObject({
      gross: "294000",
      costs: "1250.5",
    });
  });
});
