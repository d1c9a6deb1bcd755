import { beforeAll, describe, expect, it } from "vitest";
import { GET as publicOperationRoute } from "@/app/api/operations/slug/[slug]/route";
import { DELETE as deleteOperationRoute, PUT as updateOperationRoute } from "@/app/api/operations/[id]/route";
import { DELETE as restoreOperationRoute, POST as archiveOperationRoute } from "@/app/api/operations/[id]/archive/route";
import { DELETE as deleteUserRoute, PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import { DELETE as restoreUserRoute, POST as archiveUserRoute } from "@/app/api/users/[id]/archive/route";
import { POST as createTransactionRoute } from "@/app/api/transactions/route";
import { DELETE as deleteTransactionRoute, PUT as updateTransactionRoute } from "@/app/api/transactions/[id]/route";
import { GET as exportRoute } from "@/app/api/transactions/export/route";
import { GET as investorOptionsRoute } from "@/app/api/options/investors/route";
import { listOperationsPage, parseOperationQuery } from "@/server/operations/admin";
import { listInvestorsPage, parseInvestorQuery } from "@/server/investors/records";
import type { Actor } from "@/server/core/actor";
import { LEDGER_MESSAGES } from "@/server/ledger/posting";
import { TYPE_UNKNOWN } from "@/lib/validations/transaction";
import { ADMIN, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

/**
 * Money no click can lose (issue 30): an operation or an investor with participations or movements
 * is archived instead of deleted; a completed movement goes only with a reason; a movement's type is
 * one of the list, its value date is kept, and it may belong to a participation (its investor then
 * follows); the movements CSV is the filtered list's.
 */
let admin: string;
let adminActor: Actor;
type Call = (request: Request, context: { params: Promise<never> }) => Promise<Response>;
const send = (handler: Call, method: string, path: string, id: string | Record<string, string> = {}, body?: unknown) =>
  handler(jsonRequest(method, path, { headers: { cookie: admin }, body }), params(typeof id === "string" ? { id } : id) as never);
const json = async (response: Response) => JSON.parse((await response.text()).replace(/\u00a0/g, " ")) as Record<string, unknown>;

let malvarrosa: { id: string; slug: string; title: string };
let elena: { id: string; investmentId: string };

beforeAll(async () => {
  await seedDatabase();
  const db = await testDb();
  malvarrosa = await db.operation.findFirstOrThrow({
    where: { title: { contains: "Malvarrosa" } },
    select: { id: true, slug: true, title: true },
  });
  const holding = await db.participation.findFirstOrThrow({
    where: { operationId: malvarrosa.id, user: { firstName: "Elena" } },
    select: { id: true, userId: true },
  });
  elena = { id: holding.userId, investmentId: holding.id };
  admin = await signInAs(ADMIN);
  adminActor = await db.user.findUniqueOrThrow({
    where: { email: ADMIN },
    select: { id: true, role: true, email: true, firstName: true, lastName: true },
  });
});

describe("an operation with money is archived, not deleted", () => {
  it("refuses the deletion with the reason, and deletes nothing", async () => {
    const response = await send(deleteOperationRoute as Call, "DELETE", "/api/operations/x", malvarrosa.id);
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({
      error: "La operación tiene participaciones o movimientos: no se puede eliminar. Archívala para sacarla de las listas",
    });
    expect(await (await testDb()).participation.count({ where: { operationId: malvarrosa.id } })).toBe(2);
  });

  it("archived: out of the admin list unless asked, out of the public pages, read-only; restored: back", async () => {
    const archived = await send(archiveOperationRoute as Call, "POST", "/api/operations/x/archive", malvarrosa.id, {});
    expect(archived.status).toBe(200);
    expect((await json(archived)).archivedAt).toEqual(expect.any(String));
    const titles = async (query: Record<string, string>) =>
      (await listOperationsPage(adminActor, parseOperationQuery({ q: "Malvarrosa", ...query }))).rows.map((row) => row.title);
    expect(await titles({})).toEqual([]);
    expect(await titles({ archived: "1" })).toEqual([malvarrosa.title]);
    const publicPage = await publicOperationRoute(
      jsonRequest("GET", `/api/operations/slug/${malvarrosa.slug}`),
      params({ slug: malvarrosa.slug }),
    );
    expect(publicPage.status).toBe(404);
    const edit = await send(updateOperationRoute as Call, "PUT", "/api/operations/x", malvarrosa.id, {
      title: "Cambiada",
      province: "valencia",
      pvp: "198000",
      ticketMin: "30000",
    });
    expect(edit.status).toBe(409);
    expect(await json(edit)).toMatchObject({ error: "La operación está archivada: restáurala para cambiarla" });

    expect((await send(restoreOperationRoute as Call, "DELETE", "/api/operations/x/archive", malvarrosa.id)).status).toBe(200);
    expect(await titles({})).toEqual([malvarrosa.title]);
    const back = await publicOperationRoute(
      jsonRequest("GET", `/api/operations/slug/${malvarrosa.slug}`),
      params({ slug: malvarrosa.slug }),
    );
    expect(back.status).toBe(200);
    const log = await (
      await testDb()
    ).auditEvent.findMany({
      where: { entityType: "operation", entityId: malvarrosa.id, action: "update" },
      orderBy: { createdAt: "asc" },
    });
    expect(log.map((row) => (row.changes as { field: string }[])[0]?.field)).toEqual(["archivedAt", "archivedAt"]);
  });
});

describe("an investor with money is archived, not deleted", () => {
  it("refuses the deletion, archives (out of the list and the pickers, read-only) and restores", async () => {
    const refused = await send(deleteUserRoute as Call, "DELETE", "/api/users/x", elena.id);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      error: "El inversor tiene participaciones o movimientos: no se puede eliminar. Archívalo para sacarlo de las listas",
    });
    expect((await send(archiveUserRoute as Call, "POST", "/api/users/x/archive", elena.id, {})).status).toBe(200);
    const listed = async (query: Record<string, string>) =>
      (await listInvestorsPage(adminActor, parseInvestorQuery({ q: "Elena", ...query }))).rows.map((row) => row.id);
    expect(await listed({})).toEqual([]);
    expect(await listed({ archived: "1" })).toEqual([elena.id]);
    const options = await investorOptionsRoute(
      jsonRequest("GET", "/api/options/investors?q=Elena", { headers: { cookie: admin } }),
      params({}),
    );
    expect(((await json(options)).options as unknown[]).length).toBe(0);
    const edit = await send(updateUserRoute as Call, "PUT", "/api/users/x", elena.id, { firstName: "Elena", lastName: "Otra" });
    expect(edit.status).toBe(409);
    expect((await send(restoreUserRoute as Call, "DELETE", "/api/users/x/archive", elena.id)).status).toBe(200);
    expect(await listed({})).toEqual([elena.id]);
  });
});

describe("movements", () => {
  const movement = (extra: Record<string, unknown>) => ({ operationId: malvarrosa.id, type: "APORTE", amount: "1500", ...extra });

  it("a type out of the list is refused; any case of a known one is it", async () => {
    const refused = await send(createTransactionRoute as Call, "POST", "/api/transactions", {}, movement({ type: "Aportación" }));
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ fields: { type: TYPE_UNKNOWN } });
    const accepted = await send(
      createTransactionRoute as Call,
      "POST",
      "/api/transactions",
      {},
      movement({ type: "devolucion", status: "pending" }),
    );
    expect(await json(accepted)).toMatchObject({ type: "DEVOLUCION" });
  });

  it("keeps the value date, and a participation's movement is its investor's", async () => {
    const created = await send(
      createTransactionRoute as Call,
      "POST",
      "/api/transactions",
      {},
      movement({ investmentId: elena.investmentId, transactionDate: "2026-03-02", status: "pending", reference: "TRX-FECHA-VALOR" }),
    );
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({
      userId: elena.id,
      investmentId: elena.investmentId,
      transactionDate: "2026-03-02",
    });
    const db = await testDb();
    const elsewhere = await db.participation.findFirstOrThrow({ where: { operationId: { not: malvarrosa.id } }, select: { id: true } });
    const refused = await send(createTransactionRoute as Call, "POST", "/api/transactions", {}, movement({ investmentId: elsewhere.id }));
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ fields: { investmentId: "La participación no pertenece a esta operación" } });
  });

  it("a movement that moved no money is deleted, its reason kept by the audit log; a completed one is not (409)", async () => {
    const completed = await json(
      await send(createTransactionRoute as Call, "POST", "/api/transactions", {}, movement({ reference: "TRX-MOTIVO" })),
    );
    const refused = await send(deleteTransactionRoute as Call, "DELETE", `/api/transactions/${completed.id}`, completed.id as string);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ error: LEDGER_MESSAGES.posted });
    expect(await (await testDb()).movement.count({ where: { id: completed.id as string } })).toBe(1);

    const pending = await json(
      await send(
        createTransactionRoute as Call,
        "POST",
        "/api/transactions",
        {},
        movement({ reference: "TRX-MOTIVO-2", status: "pending" }),
      ),
    );
    const id = pending.id as string;
    const reason = "Duplicado del extracto de marzo";
    const deleted = await send(
      deleteTransactionRoute as Call,
      "DELETE",
      `/api/transactions/${id}?reason=${encodeURIComponent(reason)}`,
      id,
    );
    expect(deleted.status).toBe(204);
    const row = await (
      await testDb()
    ).auditEvent.findFirstOrThrow({ where: { entityType: "transaction", entityId: id, action: "delete" } });
    expect(row.changes).toEqual(expect.arrayContaining([{ field: "reason", from: reason }]));
  });

  it("an edit without a value date keeps the stored day; a pending movement's day moves, a completed one's does not (409)", async () => {
    const db = await testDb();
    // A completed contribution typed by the club (the demo's capital came in by the bank's statements).
    const participation = await db.participation.findFirstOrThrow({ where: { operationId: malvarrosa.id, status: "active" } });
    const typed = await send(
      createTransactionRoute as Call,
      "POST",
      "/api/transactions",
      {},
      movement({ investmentId: participation.id, status: "completed", transactionDate: "2026-03-01" }),
    );
    expect(typed.status).toBe(201);
    const stored = await db.movement.findUniqueOrThrow({ where: { id: ((await json(typed)) as { id: string }).id } });
    const body = {
      operationId: stored.operationId,
      userId: stored.userId,
      investmentId: stored.investmentId,
      type: stored.type,
      amount: stored.amount.toFixed(2),
      status: stored.status,
    };
    const noted = await send(updateTransactionRoute as Call, "PUT", "/api/transactions/x", stored.id, { ...body, description: "Nota" });
    expect(noted.status).toBe(200);
    expect((await db.movement.findUniqueOrThrow({ where: { id: stored.id } })).transactionDate).toEqual(stored.transactionDate);
    const moved = await send(updateTransactionRoute as Call, "PUT", "/api/transactions/x", stored.id, {
      ...body,
      transactionDate: "2026-01-05",
    });
    expect(moved.status).toBe(409);
    expect((await db.movement.findUniqueOrThrow({ where: { id: stored.id } })).transactionDate).toEqual(stored.transactionDate);

    const pending = await json(
      await send(
        createTransactionRoute as Call,
        "POST",
        "/api/transactions",
        {},
        movement({ status: "pending", transactionDate: "2026-03-02" }),
      ),
    );
    const pendingBody = { ...movement({ status: "pending" }), investmentId: null, userId: null };
    await send(updateTransactionRoute as Call, "PUT", "/api/transactions/x", pending.id as string, pendingBody);
    expect((await db.movement.findUniqueOrThrow({ where: { id: pending.id as string } })).transactionDate.toISOString()).toBe(
      "2026-03-02T00:00:00.000Z",
    );
    await send(updateTransactionRoute as Call, "PUT", "/api/transactions/x", pending.id as string, {
      ...pendingBody,
      transactionDate: "2026-01-05",
    });
    expect((await db.movement.findUniqueOrThrow({ where: { id: pending.id as string } })).transactionDate.toISOString()).toBe(
      "2026-01-05T00:00:00.000Z",
    );
  });
});

describe("Exportar CSV of the filtered list", () => {
  it("has the movements the filters select, all of them, and nothing else", async () => {
    const db = await testDb();
    const csv = async (query: string) => {
      const response = await exportRoute(
        jsonRequest("GET", `/api/transactions/export${query}`, { headers: { cookie: admin } }),
        params({}),
      );
      expect(response.status).toBe(200);
      return (await response.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/);
    };
    const ofOperation = await csv(`?operationId=${malvarrosa.id}`);
    expect(ofOperation[0]).toBe("Fecha valor;Tipo;Importe;Método de pago;Referencia;Operación;Inversor;Estado;Descripción");
    expect(ofOperation.length - 1).toBe(await db.movement.count({ where: { operationId: malvarrosa.id } }));
    expect(ofOperation.slice(1).every((line) => line.includes(malvarrosa.title.split(" – ")[0]!))).toBe(true);
    const pending = await csv(`?operationId=${malvarrosa.id}&status=pending`);
    expect(pending.length - 1).toBe(await db.movement.count({ where: { operationId: malvarrosa.id, status: "pending" } }));
    expect((await csv(`?userId=${elena.id}`)).length - 1).toBe(await db.movement.count({ where: { userId: elena.id } }));
    expect(await csv("?operationId=no-es-un-id")).toHaveLength(1);
    expect((await csv("")).length - 1).toBe(await db.movement.count());
  });
});
