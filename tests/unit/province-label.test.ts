import { describe, expect, it } from "vitest";
import { provinceLabel, PROVINCE_LABELS } from "@/lib/operation-status";

describe("a province as a person reads it", () => {
  it("shows the four known ones as the filters do", () => {
    for (const [key, label] of Object.entries(PROVINCE_LABELS)) expect(provinceLabel(key)).toBe(label);
  });

  it("capitalises any other, and gives back the accent a lower-case entry lost", () => {
    expect(provinceLabel("malaga")).toBe("Málaga");
    expect(provinceLabel("málaga")).toBe("Málaga");
    expect(provinceLabel("la coruna")).toBe("A Coruña");
    expect(provinceLabel("santa cruz de tenerife")).toBe("Santa Cruz de Tenerife");
    expect(provinceLabel("la rioja")).toBe("La Rioja");
    expect(provinceLabel("  ZARAGOZA ")).toBe("Zaragoza");
    expect(provinceLabel("illes balears")).toBe("Illes Balears");
    expect(provinceLabel("vitoria-gasteiz")).toBe("Vitoria-Gasteiz");
  });
});
