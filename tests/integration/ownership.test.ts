import { beforeAll, describe, expect, it } from "vitest";
import { HOLDING_STATUSES } from "@/lib/validations/investment";
import { GET as listContracts } from "@/app/api/contracts/route";
import { GET as getContract } from "@/app/api/contracts/[id]/route";
import { GET as contractFile } from "@/app/api/contracts/[id]/file/route";
import { GET as listDocuments } from "@/app/api/documents/route";
import { GET as getDocument } from "@/app/api/documents/[id]/route";
import { GET as listParticipations } from "@/app/api/investments/route";
import { GET as getParticipation } from "@/app/api/investments/[id]/route";
import { GET as listMovements } from "@/app/api/transactions/route";
import { GET as getMovement } from "@/app/api/transactions/[id]/route";
import { buildContracts } from "@/prisma/demo/documents";
import { buildInvestments } from "@/prisma/demo/investments";
import { testDb } from "../helpers/db";
import { seedWithOwnership, type OwnershipFixtures, type Role } from "../helpers/fixtures";
import { jsonRequest, params } from "../helpers/http";

let f: OwnershipFixtures;
let sessions: Record<Role, string | undefined>;

beforeAll(async () => {
  ({ fixtures: f, sessions } = await seedWithOwnership());
});

const as = (role: Role, path: string) => jsonRequest("GET", path, { headers: { cookie: sessions[role] ?? "" } });
const json = async (response: Response) => (await response.json()) as Record<string, unknown>[];

describe("an investor sees only their own rows", () => {
  it("investments: their own only; another's by id is 404", async () => {
    const rows = await json(await listParticipations(as("investorA", "/api/investments"), params({})));
    const db = await testDb();
    expect(rows.map((r) => r.id).sort()).toEqual(
      (await db.participation.findMany({ where: { userId: f.a.id }, select: { id: true } })).map((r) => r.id).sort(),
    );
    expect((await getParticipation(as("investorA", ""), params({ id: f.bInvestment.id }))).status).toBe(404);
    // One operation's (the public page asks for the investor's own there): still their own only.
    const inA = await json(await listParticipations(as("investorA", `/api/investments?operationId=${f.a.operationId}`), params({})));
    expect(inA.map((r) => r.operationId)).toEqual(inA.map(() => f.a.operationId));
    expect(inA.length).toBeGreaterThan(0);
    expect(await json(await listParticipations(as("investorA", `/api/investments?operationId=${f.b.operationId}`), params({})))).toEqual(
      [],
    );
    expect(await json(await listParticipations(as("investorA", "/api/investments?operationId=no-es-un-uuid"), params({})))).toEqual([]);
    expect((await getParticipation(as("investorA", ""), params({ id: "no-es-un-uuid" }))).status).toBe(404);
    expect((await getParticipation(as("investorA", ""), params({ id: "00000000-0000-4000-8000-000000000000" }))).status).toBe(404);
  });

  it("documents: public ones and those of their operations visible to investors, never the club's internal ones", async () => {
    const rows = await json(await listDocuments(as("investorA", "/api/documents"), params({})));
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(f.aDocument.id);
    expect(ids).not.toContain(f.bDocument.id);
    expect(ids).not.toContain(f.hiddenDocument.id);
    const db = await testDb();
    const publicDocs = await db.document.findMany({ where: { isPublic: true }, select: { id: true } });
    for (const doc of publicDocs) expect(ids).toContain(doc.id);
    for (const row of rows) expect(row).not.toHaveProperty("uploadedBy");
    expect((await getDocument(as("investorA", ""), params({ id: f.bDocument.id }))).status).toBe(404);
    expect((await getDocument(as("investorA", ""), params({ id: f.hiddenDocument.id }))).status).toBe(404);
    expect((await getDocument(as("admin", ""), params({ id: f.hiddenDocument.id }))).status).toBe(200);
  });

  it("contracts: only those of their operations, addressed to all its investors or to their own participation", async () => {
    const ids = (await json(await listContracts(as("investorB", "/api/contracts"), params({})))).map((r) => r.id);
    const expected = await (
      await testDb()
    ).contract.findMany({
      where: { operationId: f.b.operationId, OR: [{ investmentId: null }, { investment: { userId: f.b.id } }] },
      select: { id: true },
    });
    expect(ids.sort()).toEqual(expected.map((c) => c.id).sort());
    expect(ids).toContain(f.bContract.id);
    expect(ids).not.toContain(f.aContract.id);
  });

  it("papers addressed to one participation (the demo CPOs, one per participation): each investor sees their own, never another's of the same operation", async () => {
    const db = await testDb();
    const addressed = await db.contract.findMany({
      where: { investmentId: { not: null } },
      select: { id: true, operationId: true, investmentId: true, investment: { select: { userId: true, operationId: true } } },
    });
    // One CPO per demo participation of each operation that has them, addressed to it.
    const seeded = buildContracts(new Date()).filter((contract) => contract.investmentId);
    expect(addressed.map((contract) => contract.id).sort()).toEqual(seeded.map((contract) => contract.id).sort());
    const demoParticipations = new Set(buildInvestments(new Date()).map((investment) => investment.id));
    for (const operationId of new Set(addressed.map((contract) => contract.operationId))) {
      const held = await db.participation.findMany({ where: { operationId, status: { in: [...HOLDING_STATUSES] } }, select: { id: true } });
      const expected = held.map((investment) => investment.id).filter((id) => demoParticipations.has(id));
      const got = addressed.filter((contract) => contract.operationId === operationId).map((contract) => contract.investmentId);
      expect(got.sort()).toEqual(expected.sort());
    }
    for (const contract of addressed) expect(contract.investment!.operationId).toBe(contract.operationId);
    const aOperations = new Set((await db.participation.findMany({ where: { userId: f.a.id } })).map((i) => i.operationId));
    const ofAsOperations = addressed.filter((contract) => aOperations.has(contract.operationId));
    const othersOfAsOperations = ofAsOperations.filter((contract) => contract.investment!.userId !== f.a.id);
    expect(othersOfAsOperations.length).toBeGreaterThan(0);
    expect(ofAsOperations.some((contract) => contract.investment!.userId === f.a.id)).toBe(true);

    const listed = (await json(await listContracts(as("investorA", "/api/contracts"), params({})))).map((r) => r.id);
    for (const contract of ofAsOperations) expect(listed.includes(contract.id)).toBe(contract.investment!.userId === f.a.id);
    for (const contract of othersOfAsOperations) {
      expect((await getContract(as("investorA", ""), params({ id: contract.id }))).status).toBe(404);
      expect((await contractFile(as("investorA", ""), params({ id: contract.id }))).status).toBe(404);
      expect((await getContract(as("admin", ""), params({ id: contract.id }))).status).toBe(200);
    }
  });

  it("transactions: their own only; another's by id is 404", async () => {
    const rows = await json(await listMovements(as("investorB", "/api/transactions"), params({})));
    expect(rows.map((r) => r.id)).toEqual([f.bTransaction.id]);
    expect((await getMovement(as("investorB", ""), params({ id: f.aTransaction.id }))).status).toBe(404);
  });

  it("no investor response carries another investor's e-mail, phone or internal notes", async () => {
    const db = await testDb();
    const others = await db.user.findMany({ where: { id: { not: f.a.id } }, select: { email: true, phone: true, notas: true } });
    const secrets = others.flatMap((u) => [u.email, u.phone, u.notas]).filter((v): v is string => Boolean(v));
    expect(secrets.length).toBeGreaterThan(5);
    for (const handler of [listParticipations, listDocuments, listContracts, listMovements]) {
      const body = await (await handler(as("investorA", "/api"), params({}))).text();
      for (const secret of secrets) expect(body).not.toContain(secret);
      expect(body).not.toContain("notas");
    }
  });

  it("admins see every row, with the investor behind each investment", async () => {
    const rows = await json(await listParticipations(as("admin", "/api/investments"), params({})));
    expect(rows).toHaveLength(await (await testDb()).participation.count());
    expect(rows.find((r) => r.id === f.bInvestment.id)).toMatchObject({ investor: { email: f.b.email } });
  });
});

describe("the investor area shows everyone only their own rows, an admin too", () => {
  const actorOf = async (email: string) => {
    const db = await testDb();
    const user = await db.user.findUniqueOrThrow({
      where: { email },
      select: { id: true, email: true, firstName: true, lastName: true, role: true },
    });
    return user;
  };

  it("an admin who holds nothing: the club's public documents only, no contracts, no movements; the back-office lists see everything", async () => {
    const WINDOW = { skip: 0, take: 100 };
    const { listOwnContracts, listContracts: allContracts } = await import("@/server/papers/contracts");
    const { listOwnDocuments, listDocuments: allDocuments } = await import("@/server/papers/documents");
    const { listOwnMovements, listMovements: allTransactions } = await import("@/server/ledger/movements");
    const admin = await actorOf("admin@demo.local");
    const db = await testDb();
    expect(await db.participation.count({ where: { userId: admin.id } })).toBe(0);

    const own = await listOwnDocuments(admin);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((document) => document.isPublic)).toBe(true);
    expect(own.some((document) => "uploadedBy" in document)).toBe(false);
    expect((await allDocuments(admin, WINDOW)).total).toBeGreaterThan(own.length);
    expect(await listOwnContracts(admin)).toEqual([]);
    expect((await allContracts(admin, WINDOW)).total).toBeGreaterThan(0);
    expect(await listOwnMovements(admin)).toEqual([]);
    expect((await allTransactions(admin, WINDOW)).total).toBeGreaterThan(0);
  });

  it("an investor: the same rows as the API gives them", async () => {
    const { listOwnContracts } = await import("@/server/papers/contracts");
    const { listOwnDocuments } = await import("@/server/papers/documents");
    const { listOwnMovements } = await import("@/server/ledger/movements");
    const investor = await actorOf(f.a.email!);
    const ids = (rows: object[]) => rows.map((row) => (row as { id: string }).id).sort();
    expect(ids(await listOwnDocuments(investor))).toEqual(
      ids(await json(await listDocuments(as("investorA", "/api/documents"), params({})))),
    );
    expect(ids(await listOwnContracts(investor))).toEqual(
      ids(await json(await listContracts(as("investorA", "/api/contracts"), params({})))),
    );
    expect(ids(await listOwnMovements(investor))).toEqual(
      ids(await json(await listMovements(as("investorA", "/api/transactions"), params({})))),
    );
  });
});
