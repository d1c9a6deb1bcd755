import { describe, expect, it } from "vitest";
import { MOVEMENT_TYPES, ownSign } from "@/lib/ledger/kinds";

/** The sign of each movement type from the investor's side, as Mis Movimientos shows it. */
describe("ownSign", () => {
  it("is + for what the investor receives and − for what they pay or is kept from them", () => {
    expect(Object.fromEntries(MOVEMENT_TYPES.map((type) => [type, ownSign(type)]))).toEqual({
      APORTE: -1,
      DEVOLUCION: 1,
      HONORARIO: -1,
      BENEFICIO: 1,
      COMISION_EXITO: -1,
      RETENCION: -1,
    });
    expect(ownSign("DESCONOCIDO")).toBe(0);
  });
});
