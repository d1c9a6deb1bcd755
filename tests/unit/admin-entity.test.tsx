import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { dialogTitle, emptyListText, entityMessages, newTitle } from "@/components/admin/admin-entity";
import { rowValues } from "@/components/admin/row-values";
import { CONTRACTS } from "@/app/admin/contracts/_components/contracts-table";
import { DOCUMENTS } from "@/app/admin/documentos/_components/documents-table";
import { INVESTORS } from "@/app/admin/inversores/_components/investors-table";
import { INVESTMENTS } from "@/app/admin/investments/_components/investments-table";
import { OPERATIONS } from "@/app/admin/operations/_components/operations-table";
import { TRANSACTIONS } from "@/app/admin/transactions/_components/transactions-table";
import SPECIFIED from "../fixtures/admin-entity-texts.json";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

/**
 * Each entity's texts, written out in SPECIFIED. docs/specification.md §2 and §8 give the empty lists,
 * "Nueva Operación" and the toasts (in their "creado / actualizado / eliminado" shorthand); the other
 * "Nuevo …" and "Editar …" titles, and every Participaciones text, are the product's own, on the same pattern.
 */
const ENTITIES = [OPERATIONS, INVESTORS, INVESTMENTS, DOCUMENTS, CONTRACTS, TRANSACTIONS];

it("SPECIFIED names exactly the entities of the back-office", () => {
  expect(Object.keys(SPECIFIED).sort()).toEqual(ENTITIES.map((entity) => entity.names.plural).sort());
});

it("the texts SPECIFIED takes from the specification are in it, word for word", () => {
  const specification = fs.readFileSync(path.join(process.cwd(), "docs/specification.md"), "utf8");
  const { Participaciones: _productOwn, ...specified } = SPECIFIED;
  for (const texts of Object.values(specified)) {
    for (const text of [texts.empty, texts.toasts[0], texts.failures[0]]) expect(specification).toContain(text);
  }
  expect(specification).toContain(SPECIFIED.Operaciones.new);
});

describe("the back-office's texts about each entity follow from its names", () => {
  it.each(ENTITIES.map((entity) => [entity.names.plural, entity] as const))("%s", (plural, entity) => {
    const expected = SPECIFIED[plural as keyof typeof SPECIFIED];
    expect(newTitle(entity)).toBe(expected.new);
    expect(dialogTitle(entity, false)).toBe(expected.new);
    expect(dialogTitle(entity, true)).toBe(expected.edit);
    expect(emptyListText(entity)).toBe(expected.empty);
    const messages = entityMessages(entity);
    expect([messages.created, messages.updated, messages.deleted]).toEqual(expected.toasts);
    expect([messages.createFailed, messages.updateFailed, messages.deleteFailed]).toEqual(expected.failures);
  });
});

describe("rowValues: a row's fields as its edit form holds them", () => {
  const empty = { title: "", amount: "", percentage: "0", note: "", userId: "none", uploadId: null as string | null, featured: false };

  it("takes each field of the form from the row's field of the same name, numbers as text", () => {
    const row = { id: "r1", title: "Ruzafa", amount: "1500.00", percentage: 40, note: "nota", userId: "u1", featured: true, extra: 1 };
    expect(rowValues(row, empty, ["uploadId"])).toEqual({
      title: "Ruzafa",
      amount: "1500.00",
      percentage: "40",
      note: "nota",
      userId: "u1",
      uploadId: null,
      featured: true,
    });
  });

  it("keeps the form's empty value where the row has null, and for the fields only the form has", () => {
    const row = { title: "Ruzafa", amount: null, percentage: null, note: null, userId: null, featured: false, uploadId: "de otra fila" };
    expect(rowValues(row, empty, ["uploadId"])).toEqual({ ...empty, title: "Ruzafa" });
  });
});
