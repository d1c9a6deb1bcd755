import { hashPassword } from "better-auth/crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listContractsRoute, POST as createContractRoute } from "@/app/api/contracts/route";
import { GET as getContractRoute, PUT as updateContractRoute } from "@/app/api/contracts/[id]/route";
import { GET as contractFileRoute } from "@/app/api/contracts/[id]/file/route";
import { GET as listDocumentsRoute, POST as createDocumentRoute } from "@/app/api/documents/route";
import { GET as getDocumentRoute } from "@/app/api/documents/[id]/route";
import { GET as documentFileRoute } from "@/app/api/documents/[id]/file/route";
import { DELETE as deleteInvestmentRoute, PUT as updateInvestmentRoute } from "@/app/api/investments/[id]/route";
import { GET as participationOptionsRoute } from "@/app/api/options/operations/[id]/investments/route";
import { ADDRESSEE_INVALID, ADDRESSEE_PUBLIC } from "@/lib/validations/document";
import { ADDRESSEE_ELSEWHERE } from "@/server/shared/references";
import { ADDRESSED_PAPERS_STAY } from "@/server/participations/records";
import { storage } from "@/server/platform/storage";
import { DEMO_PASSWORD, signInAs } from "../helpers/auth";
import { testDb } from "../helpers/db";
import { seedWithOwnership, type OwnershipFixtures, type Role } from "../helpers/fixtures";
import { pdfBytes, uploadFile } from "../helpers/files";
import { jsonRequest, params } from "../helpers/http";

/**
 * Papers addressed to one participation (issue 27): only its investor and the admins see them,
 * download them and hear of them. C is a second investor of investor A's operation.
 */
const CO_INVESTOR = "coinversor.c@correo.example";

let f: OwnershipFixtures;
let sessions: Record<Role | "investorC", string | undefined>;
let c: { id: string; investmentId: string };

beforeAll(async () => {
  const seeded = await seedWithOwnership();
  f = seeded.fixtures;
  const db = await testDb();
  const user = await db.user.create({ data: { email: CO_INVESTOR, firstName: "Clara", lastName: "Coinversora", role: "investor" } });
  await db.account.create({
    data: { accountId: user.id, providerId: "credential", userId: user.id, password: await hashPassword(DEMO_PASSWORD) },
  });
  const investment = await db.participation.create({ data: { userId: user.id, operationId: f.a.operationId, amount: "5000.00" } });
  c = { id: user.id, investmentId: investment.id };
  sessions = { ...seeded.sessions, investorC: await signInAs(CO_INVESTOR) };
});

type Who = keyof typeof sessions;
const as = (who: Who, method: string, path: string, body?: unknown) =>
  jsonRequest(method, path, { body, headers: sessions[who] ? { cookie: sessions[who] } : {} });

async function create(kind: "documents" | "contracts", body: Record<string, unknown>) {
  const purpose = kind === "documents" ? "document" : "contract";
  const uploadId = (await uploadFile(sessions.admin!, pdfBytes(), `${purpose}.pdf`, purpose)).uploadId;
  const route = kind === "documents" ? createDocumentRoute : createContractRoute;
  const response = await route(as("admin", "POST", `/api/${kind}`, { ...body, uploadId }), params({}));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { id: string } };
}

const contractBody = (title: string, investmentId: string | null = f.aInvestment.id) => ({
  title,
  type: "CPO",
  operationId: f.a.operationId,
  status: "active",
  investmentId,
});
const documentBody = (name: string, investmentId: string | null = f.aInvestment.id) => ({
  name,
  type: "Privado",
  operationId: f.a.operationId,
  investmentId,
});

/** What each person gets for a paper: its list, its row, its file. */
async function visibility(kind: "documents" | "contracts", id: string) {
  const [list, get, file] =
    kind === "documents"
      ? [listDocumentsRoute, getDocumentRoute, documentFileRoute]
      : [listContractsRoute, getContractRoute, contractFileRoute];
  const seen: Record<string, string> = {};
  for (const who of ["anonymous", "investorA", "investorC", "investorB", "admin"] as Who[]) {
    const listed = sessions[who]
      ? ((await (await list(as(who, "GET", `/api/${kind}`), params({}))).json()) as { id: string }[]).some((row) => row.id === id)
      : false;
    const row = (await get(as(who, "GET", `/api/${kind}/${id}`), params({ id }))).status;
    const download = (await file(as(who, "GET", `/api/${kind}/${id}/file`), params({ id }))).status;
    seen[who] = `${listed ? "listed" : "-"} ${row} ${download}`;
  }
  return seen;
}

async function emailsAbout(subjectPart: string) {
  const db = await testDb();
  const rows = await db.email.findMany({ where: { text: { contains: subjectPart } }, select: { to: true, kind: true } });
  return rows.map((row) => row.to).sort();
}

describe("a paper addressed to one participation", () => {
  it("a contract: only that investor and the admins list it, read it and download it; the other investor of the operation gets 404", async () => {
    const { status, body } = await create("contracts", contractBody("CPO de A"));
    expect(status).toBe(201);
    expect(body).toMatchObject({ investmentId: f.aInvestment.id, addressee: "Javier Romero Sanz" });
    expect(await visibility("contracts", body.id)).toEqual({
      anonymous: "- 401 404",
      investorA: "listed 200 200",
      investorC: "- 404 404",
      investorB: "- 404 404",
      admin: "listed 200 200",
    });
  });

  it("a document: the same", async () => {
    const { status, body } = await create("documents", documentBody("Liquidación de A"));
    expect(status).toBe(201);
    expect(body.investmentId).toBe(f.aInvestment.id);
    expect(await visibility("documents", body.id)).toEqual({
      anonymous: "- 401 404",
      investorA: "listed 200 200",
      investorC: "- 404 404",
      investorB: "- 404 404",
      admin: "listed 200 200",
    });
  });

  it("addressed to the whole operation (investmentId empty or null), every investor of the operation sees it", async () => {
    for (const investmentId of ["", null]) {
      const { status, body } = await create("contracts", contractBody(`Mandato común ${investmentId}`, investmentId));
      expect(status).toBe(201);
      expect(body).toMatchObject({ investmentId: null, addressee: null });
      expect(await visibility("contracts", body.id)).toEqual({
        anonymous: "- 401 404",
        investorA: "listed 200 200",
        investorC: "listed 200 200",
        investorB: "- 404 404",
        admin: "listed 200 200",
      });
    }
  });

  it("its e-mail goes to that investor only; a paper for the whole operation to each of its investors", async () => {
    await create("contracts", contractBody("Contrato aviso individual"));
    expect(await emailsAbout("Contrato aviso individual")).toEqual([f.a.email]);
    await create("documents", documentBody("Documento aviso individual"));
    expect(await emailsAbout("Documento aviso individual")).toEqual([f.a.email]);
    await create("contracts", contractBody("Contrato aviso común", null));
    const everyone = await emailsAbout("Contrato aviso común");
    expect(everyone).toContain(f.a.email);
    expect(everyone).toContain(CO_INVESTOR);
  });

  it("its audit trail records the participation it is addressed to, and a change of it", async () => {
    const { body } = await create("contracts", contractBody("CPO auditado", null));
    const db = await testDb();
    const put = await updateContractRoute(
      as("admin", "PUT", `/api/contracts/${body.id}`, { ...body, investmentId: c.investmentId }),
      params({ id: body.id }),
    );
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ investmentId: c.investmentId, addressee: "Clara Coinversora" });
    const update = await db.auditEvent.findFirstOrThrow({ where: { entityId: body.id, action: "update" } });
    expect(update.changes).toEqual([{ field: "investmentId", from: null, to: c.investmentId }]);
    expect((await contractFileRoute(as("investorC", "GET", ""), params({ id: body.id }))).status).toBe(200);
    expect((await contractFileRoute(as("investorA", "GET", ""), params({ id: body.id }))).status).toBe(404);
  });

  it("a document cannot be public and addressed to one investor: refused, and a row written around the schema is still not public", async () => {
    const refused = await createDocumentRoute(
      as("admin", "POST", "/api/documents", { ...documentBody("Público y dirigido"), isPublic: true, fileUrl: "/docs/x.pdf" }),
      params({}),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.investmentId).toBe(ADDRESSEE_PUBLIC);
    const { body } = await create("documents", documentBody("Dirigido y luego marcado público"));
    await (await testDb()).document.update({ where: { id: body.id }, data: { isPublic: true } });
    expect(await visibility("documents", body.id)).toEqual({
      anonymous: "- 401 404",
      investorA: "listed 200 200",
      investorC: "- 404 404",
      investorB: "- 404 404",
      admin: "listed 200 200",
    });
  });

  it("is refused with a Spanish field message when the participation is not one of the operation's, and nothing is written", async () => {
    const db = await testDb();
    const before = { documents: await db.document.count(), contracts: await db.contract.count() };
    const cases: [Record<string, unknown>, string][] = [
      [contractBody("Ajena", f.bInvestment.id), ADDRESSEE_ELSEWHERE],
      [contractBody("Inexistente", "00000000-0000-4000-8000-000000000000"), ADDRESSEE_ELSEWHERE],
      [contractBody("Mal formada", "no-es-un-uuid"), ADDRESSEE_INVALID],
      [contractBody("Número", 7 as unknown as string), ADDRESSEE_INVALID],
    ];
    for (const [body, message] of cases) {
      const response = await createContractRoute(as("admin", "POST", "/api/contracts", { ...body, fileUrl: "/docs/c.pdf" }), params({}));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields.investmentId).toBe(message);
    }
    const other = await createDocumentRoute(
      as("admin", "POST", "/api/documents", { ...documentBody("Ajeno", f.bInvestment.id), fileUrl: "/docs/x.pdf" }),
      params({}),
    );
    expect(other.status).toBe(400);
    expect(((await other.json()) as { fields: Record<string, string> }).fields.investmentId).toBe(ADDRESSEE_ELSEWHERE);
    const publicOne = await createDocumentRoute(
      as("admin", "POST", "/api/documents", { ...documentBody("Público"), isPublic: true, fileUrl: "/docs/x.pdf" }),
      params({}),
    );
    expect(publicOne.status).toBe(400);
    expect(((await publicOne.json()) as { fields: Record<string, string> }).fields.investmentId).toBe(ADDRESSEE_PUBLIC);
    expect({ documents: await db.document.count(), contracts: await db.contract.count() }).toEqual(before);
  });

  it("its participation keeps its investor and operation; deleting the participation deletes its papers and their files", async () => {
    const db = await testDb();
    const investment = await db.participation.create({ data: { userId: c.id, operationId: f.a.operationId, amount: "10.00" } });
    const { body: contract } = await create("contracts", contractBody("CPO de una participación borrada", investment.id));
    const { body: document } = await create("documents", documentBody("Documento de una participación borrada", investment.id));
    const keys = [
      (await db.contract.findUniqueOrThrow({ where: { id: contract.id } })).storageKey!,
      (await db.document.findUniqueOrThrow({ where: { id: document.id } })).storageKey!,
    ];
    for (const change of [{ userId: f.b.id }, { operationId: f.b.operationId }, { userId: f.b.id, operationId: f.b.operationId }]) {
      const body = { userId: c.id, operationId: f.a.operationId, amount: "10.00", status: "active", ...change };
      const response = await updateInvestmentRoute(
        as("admin", "PUT", `/api/investments/${investment.id}`, body),
        params({ id: investment.id }),
      );
      const { fields } = (await response.json()) as { fields: Record<string, string> };
      expect(response.status).toBe(400);
      for (const field of Object.keys(change)) expect(fields[field]).toBe(ADDRESSED_PAPERS_STAY);
    }
    expect(await db.participation.findUniqueOrThrow({ where: { id: investment.id } })).toMatchObject({
      userId: c.id,
      operationId: f.a.operationId,
    });

    const removed = await deleteInvestmentRoute(as("admin", "DELETE", `/api/investments/${investment.id}`), params({ id: investment.id }));
    expect(removed.status).toBe(204);
    expect(await db.contract.findUnique({ where: { id: contract.id } })).toBeNull();
    expect(await db.document.findUnique({ where: { id: document.id } })).toBeNull();
    for (const key of keys) await expect(storage().get(key)).rejects.toThrow();
    const audit = await db.auditEvent.findFirstOrThrow({ where: { entityId: investment.id, action: "delete" } });
    expect(audit.changes).toEqual(
      expect.arrayContaining([
        { field: "documentsDeleted", from: 1 },
        { field: "contractsDeleted", from: 1 },
      ]),
    );
  });
});

describe("GET /api/options/operations/{id}/investments (the Para picker)", () => {
  const call = (who: Who, operationId: string, query = "") =>
    participationOptionsRoute(as(who, "GET", `/api/options/operations/${operationId}/investments${query}`), params({ id: operationId }));

  it("lists that operation's participations only, labelled with the investor, amount and status; searched by name", async () => {
    const response = await call("admin", f.a.operationId);
    expect(response.status).toBe(200);
    const { options } = (await response.json()) as { options: { value: string; label: string }[] };
    const db = await testDb();
    const ofOperation = await db.participation.findMany({ where: { operationId: f.a.operationId }, select: { id: true } });
    expect(options.map((o) => o.value).sort()).toEqual(ofOperation.map((i) => i.id).sort());
    expect(options.find((o) => o.value === c.investmentId)?.label).toMatch(/^Clara Coinversora · 5.000,00\s€ \(Activa\)$/);
    const searched = (await (await call("admin", f.a.operationId, "?q=coinversora")).json()) as { options: { value: string }[] };
    const ofC = await db.participation.findMany({ where: { operationId: f.a.operationId, userId: c.id }, select: { id: true } });
    expect(searched.options.map((o) => o.value).sort()).toEqual(ofC.map((i) => i.id).sort());
    expect(ofC.map((i) => i.id)).toContain(c.investmentId);
    const other = (await (await call("admin", f.a.operationId, `?id=${f.bInvestment.id}`)).json()) as { options: unknown[] };
    expect(other.options).toEqual([]);
  });

  it("admins only; an id that cannot be an operation is a 404", async () => {
    expect((await call("anonymous", f.a.operationId)).status).toBe(401);
    expect((await call("investorA", f.a.operationId)).status).toBe(403);
    expect((await call("admin", "no-es-un-uuid")).status).toBe(404);
  });
});
