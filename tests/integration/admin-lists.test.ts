import { beforeAll, describe, expect, it } from "vitest";
import { parseTableQuery } from "@/lib/table-query";
import { CONTRACT_SORTS, listContractsPage } from "@/server/papers/contracts";
import { DOCUMENT_SORTS, listDocumentsPage } from "@/server/papers/documents";
import { PARTICIPATION_SORTS, listParticipationsPage } from "@/server/participations/records";
import { INVESTOR_SORTS, listInvestorsPage } from "@/server/investors/records";
import { EMAIL_SORTS, listEmailsPage } from "@/server/mail/admin";
import { listMessagesPage, MESSAGE_SORTS } from "@/server/contact/inbox";
import { listOperationsPage, OPERATION_SORTS } from "@/server/operations/admin";
import { listMovementsPage, MOVEMENT_SORTS } from "@/server/ledger/movements";
import { seedDatabase, testDb } from "../helpers/db";

let admin: { id: string; email: string | null; firstName: string | null; lastName: string | null; role: string };

beforeAll(async () => {
  await seedDatabase();
  const row = await (await testDb()).user.findUniqueOrThrow({ where: { email: "admin@demo.local" } });
  admin = { ...row };
});

const query = <S extends string>(sortable: readonly S[], sort: string, dir: string, extra: Record<string, string> = {}) =>
  parseTableQuery(
    { sort, dir, pageSize: "10", ...extra },
    { sortable, defaultSort: sortable[0]!, filters: ["status", "province", "type", "read", "comercial"] as string[] },
  );

describe("admin lists page, sort and search on the server", () => {
  it("every sortable column of every list sorts both ways", async () => {
    for (const dir of ["asc", "desc"]) {
      for (const sort of OPERATION_SORTS)
        expect((await listOperationsPage(admin, query(OPERATION_SORTS, sort, dir))).rows.length).toBeGreaterThan(0);
      for (const sort of MOVEMENT_SORTS) expect((await listMovementsPage(admin, query(MOVEMENT_SORTS, sort, dir))).rows.length).toBe(10);
      for (const sort of INVESTOR_SORTS) expect((await listInvestorsPage(admin, query(INVESTOR_SORTS, sort, dir))).rows.length).toBe(10);
      for (const sort of MESSAGE_SORTS)
        expect((await listMessagesPage(admin, query(MESSAGE_SORTS, sort, dir))).rows.length).toBeGreaterThan(0);
    }
  });

  it("pages: the total counts every match and pages do not overlap", async () => {
    const db = await testDb();
    const first = await listMovementsPage(admin, query(MOVEMENT_SORTS, "amount", "asc"));
    const second = await listMovementsPage(admin, query(MOVEMENT_SORTS, "amount", "asc", { page: "2" }));
    expect(first.total).toBe(await db.movement.count());
    expect(first.rows.map((r) => r.id).filter((id) => second.rows.some((r) => r.id === id))).toEqual([]);
    const amounts = [...first.rows, ...second.rows].map((r) => Number(r.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it("searches with the semantics of docs/specification.md §2", async () => {
    const db = await testDb();
    const triana = await listOperationsPage(admin, query(OPERATION_SORTS, "title", "asc", { q: "TRIANA" }));
    expect(triana.rows.every((r) => r.title.toLowerCase().includes("triana") || r.province.includes("triana"))).toBe(true);
    expect(triana.total).toBeGreaterThan(0);
    const sevilla = await listOperationsPage(admin, query(OPERATION_SORTS, "title", "asc", { province: "SEVILLA", status: "abierta" }));
    expect(sevilla.total).toBe(await db.operation.count({ where: { province: "sevilla", status: "abierta" } }));

    const fee = await listMovementsPage(admin, query(MOVEMENT_SORTS, "amount", "asc", { q: "fee-2026" }));
    expect(fee.total).toBe(await db.movement.count({ where: { reference: { contains: "FEE-2026" } } }));
    const byInvestor = await listMovementsPage(admin, query(MOVEMENT_SORTS, "amount", "asc", { q: "romero" }));
    expect(byInvestor.rows.every((r) => r.userName?.toLowerCase().includes("romero"))).toBe(true);

    const byAgent = await listInvestorsPage(admin, query(INVESTOR_SORTS, "createdAt", "desc", { q: "marta gil" }));
    expect(byAgent.total).toBe(await db.user.count({ where: { role: "investor", comercial: "Marta Gil" } }));
  });

  it("searches contracts, documents, participations, messages and e-mails in each of their fields, case-insensitively", async () => {
    const db = await testDb();
    const operation = await db.operation.findFirstOrThrow({
      where: { contracts: { some: {} }, documents: { some: {} } },
      orderBy: { title: "asc" },
    });
    const word = operation.title
      .split(" ")
      .find((part) => part.length > 4)!
      .toUpperCase();
    const byTitle = { title: { contains: word, mode: "insensitive" as const } };

    const contracts = await listContractsPage(admin, query(CONTRACT_SORTS, "createdAt", "desc", { q: word }));
    expect(contracts.total).toBeGreaterThan(0);
    expect(contracts.total).toBe(await db.contract.count({ where: { OR: [byTitle, { type: byTitle.title }, { operation: byTitle }] } }));

    const documents = await listDocumentsPage(admin, query(DOCUMENT_SORTS, "uploadedAt", "desc", { q: word }));
    expect(documents.total).toBeGreaterThan(0);
    expect(documents.total).toBe(
      await db.document.count({ where: { OR: [{ name: byTitle.title }, { type: byTitle.title }, { operation: byTitle }] } }),
    );

    const investor = await db.user.findFirstOrThrow({ where: { role: "investor", investments: { some: {} } }, orderBy: { email: "asc" } });
    const lastName = { contains: investor.lastName!, mode: "insensitive" as const };
    const byLastName = await listParticipationsPage(
      admin,
      query(PARTICIPATION_SORTS, "amount", "asc", { q: investor.lastName!.toUpperCase() }),
    );
    expect(byLastName.total).toBeGreaterThan(0);
    expect(byLastName.total).toBe(
      await db.participation.count({
        where: { OR: [{ operation: { title: lastName } }, { user: { OR: [{ firstName: lastName }, { lastName }, { email: lastName }] } }] },
      }),
    );

    const message = await db.contactMessage.findFirstOrThrow({ orderBy: { createdAt: "asc" } });
    const email = { contains: message.email, mode: "insensitive" as const };
    const messages = await listMessagesPage(admin, query(MESSAGE_SORTS, "createdAt", "desc", { q: message.email.toUpperCase() }));
    expect(messages.rows.map((row) => row.id)).toContain(message.id);
    expect(messages.total).toBe(await db.contactMessage.count({ where: { OR: [{ name: email }, { email }, { message: email }] } }));

    await db.email.create({
      data: { kind: "test", to: "lucia.busqueda@correo.example", subject: "Aviso de prueba", html: "<p>Texto</p>", text: "Texto" },
    });
    const emails = await listEmailsPage(admin, query(EMAIL_SORTS, "createdAt", "desc", { q: "LUCIA.BUSQUEDA" }));
    expect(emails.rows.map((row) => row.to)).toEqual(["lucia.busqueda@correo.example"]);
    expect((await listEmailsPage(admin, query(EMAIL_SORTS, "createdAt", "desc", { q: "aviso de PRUEBA" }))).total).toBe(1);
    expect((await listEmailsPage(admin, query(EMAIL_SORTS, "createdAt", "desc"))).total).toBe(await db.email.count());
  });

  it("refuses investors", async () => {
    await expect(listMovementsPage({ ...admin, role: "investor" }, query(MOVEMENT_SORTS, "amount", "asc"))).rejects.toMatchObject({
      code: "forbidden",
    });
  });
});

describe("GET /api/transactions with paging", () => {
  it("answers one page with the total, searched and sorted on the server; investors are refused", async () => {
    const { GET } = await import("@/app/api/transactions/route");
    const { signInAs } = await import("../helpers/auth");
    const { jsonRequest, params } = await import("../helpers/http");
    const cookie = await signInAs("admin@demo.local");
    const response = await GET(
      jsonRequest("GET", "/api/transactions?page=2&pageSize=10&sort=amount&dir=desc&type=APORTE", { headers: { cookie } }),
      params({}),
    );
    const body = (await response.json()) as { rows: { type: string; amount: string }[]; total: number; page: number; pageSize: number };
    expect(body.page).toBe(2);
    expect(body.pageSize).toBe(10);
    expect(body.total).toBe(await (await testDb()).movement.count({ where: { type: "APORTE" } }));
    expect(body.rows.every((r) => r.type === "APORTE")).toBe(true);
    const amounts = body.rows.map((r) => Number(r.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const investor = await signInAs("inversor@demo.local");
    expect((await GET(jsonRequest("GET", "/api/transactions?page=1", { headers: { cookie: investor } }), params({}))).status).toBe(403);
  });
});
