import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, filterOperations } from "@/lib/operation-filters";

const ops = [
  { id: 1, title: "Piso en Chamberí", province: "madrid", status: "abierta" },
  { id: 2, title: "Local en Gràcia", province: "barcelona", status: "Reservada" },
  { id: 3, title: "Chalet en Madrid norte", province: "valencia", status: "cerrada" },
  { id: 4, title: "Casa en Triana", province: "Sevilla", status: "en_curso" },
];
const ids = (filters: Partial<typeof EMPTY_FILTERS>) => filterOperations(ops, { ...EMPTY_FILTERS, ...filters }).map((o) => o.id);

describe("public operation filters", () => {
  it("keeps everything with empty filters or 'all'", () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(ids({ province: "", status: "" })).toEqual([1, 2, 3, 4]);
  });

  it("search matches title or province, case-insensitively, as a substring", () => {
    expect(ids({ search: "MADRID" })).toEqual([1, 3]);
    expect(ids({ search: "triana" })).toEqual([4]);
    expect(ids({ search: "  sevil " })).toEqual([4]);
    expect(ids({ search: "zaragoza" })).toEqual([]);
  });

  it("province and status match exactly, case-insensitively", () => {
    expect(ids({ province: "sevilla" })).toEqual([4]);
    expect(ids({ province: "MADRID" })).toEqual([1]);
    expect(ids({ province: "madri" })).toEqual([]);
    expect(ids({ status: "reservada" })).toEqual([2]);
    expect(ids({ status: "abierta", province: "barcelona" })).toEqual([]);
  });

  it("combines all three filters", () => {
    expect(ids({ search: "en", province: "madrid", status: "abierta" })).toEqual([1]);
  });
});
