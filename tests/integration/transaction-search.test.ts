import { beforeEach, describe, expect, it } from "vitest";
import { parseTableQuery } from "@/lib/table-query";
import { COUNT_LIMIT } from "@/server/shared/paging";
import { listMovementsPage, MOVEMENT_SORTS } from "@/server/ledger/movements";
import { resetDatabase, testDb } from "../helpers/db";

const admin = { id: "00000000-0000-4000-8000-000000000001", email: "admin@demo.local", firstName: "Admin", lastName: null, role: "admin" };

const search = async (q: string, extra: Record<string, string> = {}) =>
  listMovementsPage(
    admin,
    parseTableQuery({ q, ...extra }, { sortable: MOVEMENT_SORTS, defaultSort: "transactionDate", filters: ["status", "type"] }),
  );
const references = async (q: string) => (await search(q)).rows.map((row) => row.reference).sort();

let operationId: string;
let investorId: string;

beforeEach(async () => {
  await resetDatabase();
  const db = await testDb();
  const operation = await db.operation.create({
    data: { title: "Ático en Chamberí", slug: "atico-en-chamberi", province: "madrid", pvp: "100000", ticketMin: "1000" },
  });
  const investor = await db.user.create({ data: { email: "lucia@correo.example", firstName: "Lucía", lastName: "Serrano Vidal" } });
  operationId = operation.id;
  investorId = investor.id;
  await db.movement.createMany({
    data: [
      { operationId, userId: investorId, type: "APORTE", amount: "1000", paymentMethod: "Transferencia", reference: "TRX-0001" },
      { operationId, userId: null, type: "HONORARIO", amount: "50", paymentMethod: "Cargo automático", reference: "FEE-0001" },
    ],
  });
});

describe("transaction search (docs/specification.md §2: type, payment method, reference, operation title, user name)", () => {
  it("finds each field, case-insensitively, and the investor by first, last or full name", async () => {
    expect(await references("honorario")).toEqual(["FEE-0001"]);
    expect(await references("cargo AUTOMÁTICO")).toEqual(["FEE-0001"]);
    expect(await references("trx-0001")).toEqual(["TRX-0001"]);
    expect(await references("chamberí")).toEqual(["FEE-0001", "TRX-0001"]);
    expect(await references("lucía")).toEqual(["TRX-0001"]);
    expect(await references("serrano")).toEqual(["TRX-0001"]);
    expect(await references("Lucía Serrano")).toEqual(["TRX-0001"]);
    expect(await references("nada parecido")).toEqual([]);
  });

  it("never matches across two fields", async () => {
    expect(await references("Transferencia TRX")).toEqual([]);
    expect(await references("0001 Ático")).toEqual([]);
    // A typed control character (the fields' separator) is not part of the search.
    expect(await references("TRX-0001\u001fÁtico")).toEqual([]);
  });

  it("follows a renamed operation, a renamed investor, an edited transaction and a deleted investor", async () => {
    const db = await testDb();
    await db.operation.update({ where: { id: operationId }, data: { title: "Local en Triana" } });
    expect(await references("triana")).toEqual(["FEE-0001", "TRX-0001"]);
    expect(await references("chamberí")).toEqual([]);

    await db.user.update({ where: { id: investorId }, data: { lastName: "Prieto" } });
    expect(await references("prieto")).toEqual(["TRX-0001"]);
    expect(await references("serrano")).toEqual([]);

    await db.movement.updateMany({ where: { reference: "FEE-0001" }, data: { reference: "FEE-0002", userId: investorId } });
    expect(await references("fee-0002")).toEqual(["FEE-0002"]);
    expect(await references("prieto")).toEqual(["FEE-0002", "TRX-0001"]);

    await db.user.delete({ where: { id: investorId } }); // transactions keep no user (SET NULL)
    expect(await references("prieto")).toEqual([]);
    expect(await references("triana")).toEqual(["FEE-0002", "TRX-0001"]);
  });

  it("combines the search with the filters", async () => {
    expect((await search("chamberí", { type: "aporte" })).rows.map((r) => r.reference)).toEqual(["TRX-0001"]);
    expect((await search("chamberí", { status: "failed" })).rows).toEqual([]);
  });
});

describe("counting stops at COUNT_LIMIT", () => {
  it("says 'more than' past the limit and still knows whether a next page exists", async () => {
    const db = await testDb();
    const extra = COUNT_LIMIT + 30 - 2; // 1,030 transactions in all
    await db.movement.createMany({
      data: Array.from({ length: extra }, (_, i) => ({
        operationId,
        type: "APORTE",
        amount: "10",
        reference: `BULK-${i}`,
        transactionDate: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      })),
    });
    const first = await search("");
    expect(first).toMatchObject({ total: COUNT_LIMIT, totalCapped: true, hasNextPage: true, page: 1, pageSize: 20 });
    expect(first.rows).toHaveLength(20);

    const last = await search("", { page: "52" }); // rows 1,021–1,030
    expect(last.rows).toHaveLength(10);
    expect(last.hasNextPage).toBe(false);
    expect((await search("", { page: "51" })).hasNextPage).toBe(true);

    // Deep pages (ids read first) hold exactly the rows a direct query gives, in order.
    for (const [sort, dir] of [
      ["transactionDate", "desc"],
      ["amount", "asc"],
    ] as const) {
      const deep = await search("", { page: "30", sort, dir });
      const expected = await db.movement.findMany({
        select: { id: true },
        orderBy: [{ [sort]: dir }, { id: dir }],
        skip: 29 * 20,
        take: 20,
      });
      expect(deep.rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    }

    const exact = await search("chamberí", { type: "honorario" });
    expect(exact).toMatchObject({ total: 1, totalCapped: false, hasNextPage: false });
  });
});
