import { describe, expect, it } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { describeChanges } from "@/lib/audit";
import { diffSnapshots, toJson } from "@/server/audit/diff";

describe("what an audit row records as changed", () => {
  it("an update: only the fields that differ, old and new, as JSON (exact decimals, ISO dates)", () => {
    const before = {
      title: "Piso",
      pvp: new Prisma.Decimal("1000.50"),
      status: "abierta",
      acquisitionDate: new Date("2026-01-10T00:00:00.000Z"),
      destacada: false,
    };
    const after = { title: "Piso", pvp: new Prisma.Decimal("1000.55"), status: "en_curso", acquisitionDate: null, destacada: false };
    expect(diffSnapshots(before, after)).toEqual([
      { field: "pvp", from: "1000.5", to: "1000.55" },
      { field: "status", from: "abierta", to: "en_curso" },
      { field: "acquisitionDate", from: "2026-01-10T00:00:00.000Z", to: null },
    ]);
    expect(diffSnapshots(before, before)).toEqual([]);
  });

  it("a create lists what has a value; a delete what had one", () => {
    expect(diffSnapshots(null, { name: "Nota", size: 0, url: null })).toEqual([
      { field: "name", to: "Nota" },
      { field: "size", to: 0 },
    ]);
    expect(diffSnapshots({ name: "Nota", isPublic: false }, null)).toEqual([
      { field: "name", from: "Nota" },
      { field: "isPublic", from: false },
    ]);
  });

  it("never keeps a password, hash, token, secret or storage key, at any depth", () => {
    const row = {
      email: "a@b.es",
      password: "x",
      passwordHash: "y",
      calendarTokenHash: "z",
      apiSecret: "s",
      storageKey: "k",
      nested: [{ resetToken: "t", kind: "demanda" }],
    };
    expect(toJson(row)).toEqual({ email: "a@b.es", nested: [{ kind: "demanda" }] });
    expect(JSON.stringify(diffSnapshots(null, row))).not.toMatch(/"(x|y|z|s|k|t)"/);
  });
});

describe("how a person reads it", () => {
  it("in Spanish, with the forms' names, euros, dates, Sí/No and the list items that changed", () => {
    expect(
      describeChanges(
        [
          { field: "status", from: "abierta", to: "en_curso" },
          { field: "pvp", from: "1000", to: "1500.5" },
          { field: "destacada", from: false, to: true },
          { field: "acquisitionDate", from: null, to: "2026-01-10T00:00:00.000Z" },
          { field: "title", to: "Piso en Chamberí" },
          {
            field: "milestones",
            from: [{ kind: "demanda", status: "pendiente", date: null }],
            to: [
              { kind: "demanda", status: "completado", date: null },
              { kind: "subasta_senalada", status: "pendiente", date: null },
            ],
          },
        ],
        "operation",
      ).map((line) => line.replace(/\u00a0/g, " ")),
    ).toEqual([
      "Estado: Abierta → En curso",
      "PVP: 1.000,00 € → 1.500,50 €",
      "Destacada: No → Sí",
      "Fecha de adquisición: — → 10/01/2026",
      "Título: Piso en Chamberí",
      "Hitos del procedimiento nº 1 · Estado: Pendiente → Completado",
      "Hitos del procedimiento nº 2 añadido: Hito Subasta señalada, Estado Pendiente",
    ]);
    expect(describeChanges([])).toEqual(["Sin cambios"]);
    expect(describeChanges(null)).toEqual([]);
  });

  it("each entity's fields as its catalogue names and formats them (lib/fields/)", () => {
    const lines = (entity: string, changes: Parameters<typeof describeChanges>[0]) =>
      describeChanges(changes, entity).map((line) => line.replace(/\u00a0/g, " "));
    expect(
      lines("transaction", [
        { field: "amount", from: "1742.36", to: "30000" },
        { field: "status", from: "pending", to: "completed" },
        { field: "userId", to: "u-1" },
        { field: "paymentMethod", to: "Transferencia" },
      ]),
    ).toEqual(["Importe: 1.742,36 € → 30.000,00 €", "Estado: Pendiente → Completada", "Inversor: u-1", "Método de pago: Transferencia"]);
    expect(lines("investment", [{ field: "status", from: "active", to: "cancelled" }])).toEqual(["Estado: Activa → Cancelada"]);
    expect(
      lines("document", [
        { field: "fileSize", to: 2_516_582 },
        { field: "investmentId", to: null },
        { field: "isPublic", from: false, to: true },
      ]),
    ).toEqual(["Tamaño: 2,4 MB", "Para: —", "Público: No → Sí"]);
    expect(
      lines("contract", [
        { field: "status", from: "draft", to: "active" },
        { field: "expiryDate", to: "2027-01-31T00:00:00.000Z" },
      ]),
    ).toEqual(["Estado: Borrador → Activo", "Fecha de vencimiento: 31/01/2027"]);
    expect(
      lines("user", [
        { field: "notas", to: "Llamar en enero" },
        { field: "role", from: "investor", to: "admin" },
      ]),
    ).toEqual(["Notas internas: Llamar en enero", "Rol: Inversor → Administrador"]);
  });
});
