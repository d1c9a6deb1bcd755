import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/account/export/route";
import { POST as createDocumentRoute } from "@/app/api/documents/route";
import { DATA_EXPORT_MESSAGES, DATA_EXPORT_RATE_LIMIT } from "@/server/account/data-export/export";
import { HOLDING_STATUSES } from "@/lib/validations/investment";
import { storage } from "@/server/platform/storage";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { auditMark, auditSince } from "../helpers/audit";
import { seedDatabase, testDb } from "../helpers/db";
import { INVESTOR_B, ownershipFixtures, type OwnershipFixtures } from "../helpers/fixtures";
import { pdfBytes, uploadFile } from "../helpers/files";
import { jsonRequest, params } from "../helpers/http";
import { unzip } from "../helpers/unzip";

/** "Descargar mis datos" (issue 33, item 3): `GET /api/account/export`, read with a ZIP reader other than the writer. */
let f: OwnershipFixtures;
const cookies = { admin: "", investor: "", other: "" };
const OWN_PAPER = pdfBytes(3000, "carta-para-A");
const OTHERS_PAPER = pdfBytes(3000, "carta-para-B");
const SEALED_LINK = "enlace-sellado-que-no-sale";
const CALENDAR_HASH = "hash-del-calendario-que-no-sale";

type Exported = {
  acerca: { generadoEl: string; persona: { id: string } };
  perfil: Record<string, unknown>;
  participaciones: { id: string; amount: string; operationTitle: string; paid: string; received: string; toReceive: string }[];
  movimientos: { id: string; amount: string }[];
  transferencias: { id: string; amount: string; status: string; sentAt: string | null; completedAt: string | null; pays: string }[];
  documentos: { id: string; name: string; file: string | null }[];
  contratos: { id: string; file: string | null }[];
  correos: { id: string; subject: string }[];
  accesos: { events: { action: string }[]; sessions: Record<string, unknown>[] };
  consentimientos: { id: string }[];
  descargas: { documentId: string | null }[];
  cuentaDeDeposito: {
    id: string;
    paymentReference: string;
    contractSha256: string;
    movements: { kind: string; amount: string; valueDate: string }[];
  };
};

async function addressedDocument(name: string, investmentId: string, bytes: Buffer) {
  const { uploadId } = await uploadFile(cookies.admin, bytes, `${name}.pdf`);
  const response = await createDocumentRoute(
    jsonRequest("POST", "/api/documents", {
      headers: { cookie: cookies.admin },
      body: {
        name,
        type: "Carta",
        operationId: (await investmentOf(investmentId)).operationId,
        investmentId,
        uploadId,
        visibleToInvestors: true,
      },
    }),
    params({}),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
async function storedBytes(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await storage().get(key)).stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
const investmentOf = async (id: string) => (await testDb()).participation.findUniqueOrThrow({ where: { id } });

const exportAs = (cookie: string | null) =>
  exportRoute(jsonRequest("GET", "/api/account/export", { headers: cookie ? { cookie } : {} }), params({}));

async function exported(cookie = cookies.investor) {
  const response = await exportAs(cookie);
  expect(response.status, response.ok ? "" : await response.clone().text()).toBe(200);
  const files = await unzip(Buffer.from(await response.arrayBuffer()));
  const text = files.get("datos.json")!.toString("utf8");
  return { response, files, text, data: JSON.parse(text) as Exported };
}

let ownDocument = "";
let othersDocument = "";
/** The first export of the investor, which the first tests read (each person has a few an hour). */
let first: Awaited<ReturnType<typeof exported>>;

beforeAll(async () => {
  await seedDatabase();
  f = await ownershipFixtures();
  cookies.admin = await signInAs(ADMIN);
  cookies.investor = await signInAs(INVESTOR);
  cookies.other = await signInAs(INVESTOR_B);
  const db = await testDb();
  const held = { status: { in: [...HOLDING_STATUSES] } };
  const aHeld = await db.participation.findFirstOrThrow({ where: { userId: f.a.id, ...held } });
  const bHeld = await db.participation.findFirstOrThrow({ where: { userId: f.b.id, ...held } });
  ownDocument = await addressedDocument("Carta para A", aHeld.id, OWN_PAPER);
  othersDocument = await addressedDocument("Carta para B", bHeld.id, OTHERS_PAPER);
  await db.user.update({ where: { id: f.a.id }, data: { calendarTokenHash: CALENDAR_HASH, calendarTokenCreatedAt: new Date() } });
  await db.consent.create({ data: { userId: f.a.id, email: INVESTOR, purpose: "privacy", granted: true, version: 1, source: "sign-up" } });
  await db.consent.create({
    data: { userId: f.b.id, email: INVESTOR_B, purpose: "privacy", granted: true, version: 1, source: "sign-up" },
  });
  await db.email.create({
    data: {
      kind: "password-link",
      to: INVESTOR,
      subject: "Tu enlace",
      html: "<p>[enlace privado]</p>",
      text: "[enlace privado]",
      privateLink: SEALED_LINK,
    },
  });
  await db.depositMovement.create({
    data: { accountId: f.aDepositAccount.id, kind: "contribution", amount: "2500", valueDate: new Date("2026-11-02T00:00:00Z") },
  });
  // A withdrawal of A's deposit account sent to the bank: a transfer the export lists with its state.
  const withdrawal = await db.depositWithdrawal.create({
    data: { accountId: f.aDepositAccount.id, amount: "1000", windowDay: new Date("2026-12-31"), status: "sent" },
  });
  await db.payout.create({
    data: {
      depositWithdrawalId: withdrawal.id,
      userId: f.a.id,
      amount: "1000",
      endToEndId: "EXPORT-PAYOUT-A",
      status: "sent",
      sentAt: new Date("2026-12-20T10:00:00Z"),
    },
  });
  first = await exported();
});

describe("Descargar mis datos", () => {
  it("answers a ZIP attachment named after the day, never cached, with the person's own movements, participations and consents", async () => {
    const { response, data } = first;
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(data.acerca.persona.id).toBe(f.a.id);
    expect(Date.parse(data.acerca.generadoEl)).not.toBeNaN();

    const db = await testDb();
    const movements = await db.movement.findMany({ where: { userId: f.a.id }, select: { id: true, amount: true } });
    expect(movements.length).toBeGreaterThan(1);
    const byId = (rows: { id: string; amount: string }[]) => rows.map((row) => [row.id, row.amount]).sort();
    expect(byId(data.movimientos)).toEqual(byId(movements.map((row) => ({ id: row.id, amount: row.amount.toFixed(2) }))));

    const participations = await db.participation.findMany({ where: { userId: f.a.id }, select: { id: true, amount: true } });
    expect(byId(data.participaciones)).toEqual(byId(participations.map((row) => ({ id: row.id, amount: row.amount.toFixed(2) }))));
    expect(data.participaciones.every((row) => row.operationTitle)).toBe(true);
    // Each with the figures its investor's screens show, from the same position (paid, received, to receive).
    expect(data.participaciones.every((row) => [row.paid, row.received, row.toReceive].every((f) => /^-?\d+\.\d\d$/.test(f)))).toBe(true);
    const payouts = await db.payout.findMany({ where: { userId: f.a.id }, select: { id: true, amount: true } });
    expect(payouts.length).toBeGreaterThan(0);
    expect(byId(data.transferencias)).toEqual(byId(payouts.map((row) => ({ id: row.id, amount: row.amount.toFixed(2) }))));
    expect(data.transferencias.find((row) => row.amount === "1000.00")).toMatchObject({
      status: "sent",
      sentAt: "2026-12-20T10:00:00.000Z",
      completedAt: null,
      pays: "Cuenta de depósito",
    });

    const consents = await db.consent.findMany({ where: { OR: [{ userId: f.a.id }, { email: INVESTOR }] }, select: { id: true } });
    expect(data.consentimientos.map((row) => row.id).sort()).toEqual(consents.map((row) => row.id).sort());
    expect(data.accesos.events.some((event) => event.action === "sign-in")).toBe(true);
  });

  it("holds the stored files of the papers addressed to the person, byte for byte, and not the whole operation's", async () => {
    const { data, files } = first;
    const letter = data.documentos.find((row) => row.id === ownDocument)!;
    expect(letter.file).toMatch(/^documentos\/.+\.pdf$/);
    expect(files.get(letter.file!)).toEqual(OWN_PAPER);
    expect(data.documentos.map((row) => row.id)).not.toContain(f.aDocument.id); // addressed to the whole operation

    const db = await testDb();
    const contracts = await db.contract.findMany({ where: { investment: { userId: f.a.id }, storageKey: { not: null } } });
    expect(contracts.length).toBeGreaterThan(0);
    for (const contract of contracts) {
      const listed = data.contratos.find((row) => row.id === contract.id)!;
      expect(files.get(listed.file!)).toEqual(await storedBytes(contract.storageKey!));
    }
  });

  it("holds the deposit account: its signature's evidence, its movements and the signed contract's file", async () => {
    const { data, files } = first;
    expect(data.cuentaDeDeposito).toMatchObject({
      id: f.aDepositAccount.id,
      paymentReference: "RF18DEPOSITOA",
      contractSha256: "0".repeat(64),
      movements: [{ kind: "contribution", amount: "2500.00", valueDate: "2026-11-02" }],
    });
    const account = await (await testDb()).depositAccount.findUniqueOrThrow({ where: { id: f.aDepositAccount.id } });
    expect(files.get("cuenta-deposito/contrato-v0.pdf")).toEqual(await storedBytes(account.contractKey));
  });

  it("holds no other investor's row or file, and no secret", async () => {
    const { text, files, data } = first;
    expect(text).not.toContain(f.bTransaction.id);
    expect(text).not.toContain(f.bInvestment.id);
    expect(text).not.toContain(othersDocument);
    expect(text).not.toContain(INVESTOR_B);
    for (const bytes of files.values()) expect(bytes.includes(Buffer.from("carta-para-B"))).toBe(false);

    const db = await testDb();
    const { password } = await db.account.findFirstOrThrow({ where: { userId: f.a.id, providerId: "credential" } });
    expect(password).toBeTruthy();
    expect(text).not.toContain(password!);
    const sessions = await db.session.findMany({ where: { userId: f.a.id }, select: { token: true } });
    expect(sessions.length).toBeGreaterThan(0);
    for (const { token } of sessions) expect(text).not.toContain(token);
    expect(data.accesos.sessions).toHaveLength(sessions.length);
    expect(text).not.toContain(CALENDAR_HASH);
    expect(text).not.toContain(SEALED_LINK);
    expect(data.correos.map((row) => row.subject)).toContain("Tu enlace");
    expect(Object.keys(data.perfil)).not.toContain("calendarTokenHash");
  });

  it("writes one audit row per export, the person's own", async () => {
    const mark = await auditMark();
    await exported();
    expect(await auditSince(mark)).toEqual([
      expect.objectContaining({ action: "export", entityType: "user", entityId: f.a.id, actorId: f.a.id, actorEmail: INVESTOR }),
    ]);
  });

  it("is for signed-in people only", async () => {
    const response = await exportAs(null);
    expect(response.status).toBe(401);
  });

  it(`refuses a person's export past ${DATA_EXPORT_RATE_LIMIT.limit} an hour with 429, Retry-After and a Spanish message`, async () => {
    for (let i = 0; i < DATA_EXPORT_RATE_LIMIT.limit; i++) expect((await exportAs(cookies.other)).status).toBe(200);
    const refused = await exportAs(cookies.other);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: DATA_EXPORT_MESSAGES.tooMany });
    // Counted per person: the admin still may.
    expect((await exportAs(cookies.admin)).status).toBe(200);
  });
});
