import { verifyInvestor } from "../helpers/fixtures";
import { hashPassword } from "better-auth/crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listContractsRoute, POST as createContractRoute } from "@/app/api/contracts/route";
import { GET as getContractRoute } from "@/app/api/contracts/[id]/route";
import { GET as contractFileRoute } from "@/app/api/contracts/[id]/file/route";
import { GET as listDocumentsRoute, POST as createDocumentRoute } from "@/app/api/documents/route";
import { GET as getDocumentRoute } from "@/app/api/documents/[id]/route";
import { GET as documentFileRoute } from "@/app/api/documents/[id]/file/route";
import { PUT as updateInvestmentRoute } from "@/app/api/investments/[id]/route";
import { POST as rotateFeedRoute } from "@/app/api/calendar-feed/route";
import { GET as calendarRoute } from "@/app/api/calendar/[token]/route";
import { HOLDING_STATUSES } from "@/lib/validations/investment";
import { getPortfolio, getPortfolioCases } from "@/server/reports/portfolio";
import { ADMIN, DEMO_PASSWORD, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { pdfBytes, uploadFile } from "../helpers/files";
import { jsonRequest, params } from "../helpers/http";

/**
 * Access follows the participation's state (issue 27): a cancelled participation grants nothing of
 * its operation — no private document or contract, no calendar event, no Mis Operaciones entry, no
 * e-mail —, a liquidated (closed) one keeps read access to its papers. The investor here holds one
 * participation only, in an operation with private documents, a contract for all its investors
 * and one addressed to them.
 */
const INVESTOR_D = "dolores.cancelada@correo.example";

let admin: string;
let investor: string;
let d: { id: string; investmentId: string; operationId: string };
let papers: { documents: string[]; contracts: string[] };
let feedToken: string;

beforeAll(async () => {
  await seedDatabase();
  const db = await testDb();
  // An operation with private documents visible to investors and contracts, and milestones with dates.
  const operation = await db.operation.findFirstOrThrow({
    where: {
      documents: { some: { isPublic: false, visibleToInvestors: true } },
      contracts: { some: { investmentId: null } },
      milestones: { some: { date: { not: null } } },
    },
    select: { id: true, title: true },
    orderBy: { title: "asc" },
  });
  const user = await db.user.create({ data: { email: INVESTOR_D, firstName: "Dolores", lastName: "Cancelada", role: "investor" } });
  await db.account.create({
    data: { accountId: user.id, providerId: "credential", userId: user.id, password: await hashPassword(DEMO_PASSWORD) },
  });
  const investment = await db.participation.create({ data: { userId: user.id, operationId: operation.id, amount: "20000.00" } });
  await verifyInvestor(user.id);
  d = { id: user.id, investmentId: investment.id, operationId: operation.id };
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR_D);
  const addressed = await createContractRoute(
    jsonRequest("POST", "/api/contracts", {
      headers: { cookie: admin },
      body: {
        title: "CPO de Dolores",
        type: "CPO",
        operationId: operation.id,
        status: "active",
        uploadId: (await uploadFile(admin, pdfBytes(), "cpo.pdf", "contract")).uploadId,
        investmentId: investment.id,
      },
    }),
    params({}),
  );
  expect(addressed.status).toBe(201);
  const stored = (rows: { id: string }[]) => rows.map((row) => row.id);
  papers = {
    documents: stored(await db.document.findMany({ where: { operationId: operation.id, isPublic: false, visibleToInvestors: true } })),
    contracts: stored(
      await db.contract.findMany({ where: { operationId: operation.id, OR: [{ investmentId: null }, { investmentId: investment.id }] } }),
    ),
  };
  const feed = await rotateFeedRoute(jsonRequest("POST", "/api/calendar-feed", { headers: { cookie: investor } }), params({}));
  feedToken = ((await feed.json()) as { path: string }).path
    .split("/")
    .pop()!
    .replace(/\.ics$/, "");
}, 120_000);

async function setStatus(status: string) {
  const body = { userId: d.id, operationId: d.operationId, amount: "20000.00", status };
  const response = await updateInvestmentRoute(
    jsonRequest("PUT", `/api/investments/${d.investmentId}`, { body, headers: { cookie: admin } }),
    params({ id: d.investmentId }),
  );
  expect(response.status).toBe(200);
}

const get = (path: string) => jsonRequest("GET", path, { headers: { cookie: investor } });

/** The status of every read of every private paper of the operation, as the investor gets it. */
async function paperStatuses(): Promise<number[]> {
  const statuses: number[] = [];
  for (const id of papers.documents) {
    statuses.push((await getDocumentRoute(get(`/api/documents/${id}`), params({ id }))).status);
    statuses.push((await documentFileRoute(get(`/api/documents/${id}/file`), params({ id }))).status);
  }
  for (const id of papers.contracts) {
    statuses.push((await getContractRoute(get(`/api/contracts/${id}`), params({ id }))).status);
    statuses.push((await contractFileRoute(get(`/api/contracts/${id}/file`), params({ id }))).status);
  }
  return statuses;
}

async function listedIds(): Promise<string[]> {
  const documents = (await (await listDocumentsRoute(get("/api/documents"), params({}))).json()) as { id: string }[];
  const contracts = (await (await listContractsRoute(get("/api/contracts"), params({}))).json()) as { id: string }[];
  return [...documents, ...contracts].map((row) => row.id);
}

async function calendar(): Promise<string> {
  const response = await calendarRoute(get(`/api/calendar/${feedToken}.ics`), params({ token: `${feedToken}.ics` }));
  expect(response.status).toBe(200);
  return response.text();
}

/** The event ids (UID) of the operation's dated milestones, as the feed writes them (lines are folded, ids are short). */
async function milestoneUids(): Promise<string[]> {
  const db = await testDb();
  const milestones = await db.operationMilestone.findMany({
    where: { operationId: d.operationId, date: { not: null } },
    select: { id: true },
  });
  return milestones.map((milestone) => `UID:${milestone.id}@hitos.club-inversion`);
}

async function actor() {
  const db = await testDb();
  return db.user.findUniqueOrThrow({ where: { id: d.id }, select: { id: true, email: true, firstName: true, lastName: true, role: true } });
}

describe("access follows the participation's state", () => {
  it("the statuses that grant access are active and closed, written once", () => {
    expect([...HOLDING_STATUSES].sort()).toEqual(["active", "closed"]);
  });

  it("active: every private paper, the calendar events and Mis Operaciones", async () => {
    expect(papers.documents.length).toBeGreaterThan(0);
    expect(papers.contracts.length).toBeGreaterThan(1);
    expect(new Set(await paperStatuses())).toEqual(new Set([200]));
    expect(await listedIds()).toEqual(expect.arrayContaining([...papers.documents, ...papers.contracts]));
    const ics = await calendar();
    const uids = await milestoneUids();
    expect(uids.length).toBeGreaterThan(0);
    for (const uid of uids) expect(ics).toContain(uid);
    expect((await getPortfolio(await actor())).participations.map((p) => p.investmentId)).toEqual([d.investmentId]);
    expect([...(await getPortfolioCases(await actor())).keys()]).toEqual([d.operationId]);
  });

  it("cancelled: 404 on every private document and contract of the operation, none listed, no calendar event, no Mis Operaciones entry, no e-mail", async () => {
    await setStatus("cancelled");
    const statuses = await paperStatuses();
    expect(statuses.length).toBe(2 * (papers.documents.length + papers.contracts.length));
    expect(new Set(statuses)).toEqual(new Set([404]));
    const listed = await listedIds();
    for (const id of [...papers.documents, ...papers.contracts]) expect(listed).not.toContain(id);
    const ics = await calendar();
    for (const uid of await milestoneUids()) expect(ics).not.toContain(uid);
    expect(ics).not.toContain("BEGIN:VEVENT");
    const portfolio = await getPortfolio(await actor());
    expect(portfolio.participations).toEqual([]);
    expect(portfolio.totalInvested).toBe("0.00");
    expect((await getPortfolioCases(await actor())).size).toBe(0);

    const db = await testDb();
    const before = await db.email.count({ where: { to: INVESTOR_D } });
    const created = await createDocumentRoute(
      jsonRequest("POST", "/api/documents", {
        headers: { cookie: admin },
        body: { name: "Aviso tras la cancelación", type: "Nota", operationId: d.operationId, fileUrl: "/docs/n.pdf" },
      }),
      params({}),
    );
    expect(created.status).toBe(201);
    expect(await db.email.count({ where: { to: INVESTOR_D } })).toBe(before);
    expect(await db.email.count({ where: { text: { contains: "Aviso tras la cancelación" } } })).toBeGreaterThan(0);
  });

  it("closed (Liquidada): read access to its papers again, and its place in Mis Operaciones", async () => {
    await setStatus("closed");
    expect(new Set(await paperStatuses())).toEqual(new Set([200]));
    const ics = await calendar();
    for (const uid of await milestoneUids()) expect(ics).toContain(uid);
    expect((await getPortfolio(await actor())).participations.map((p) => p.status)).toEqual(["closed"]);
  });
});
