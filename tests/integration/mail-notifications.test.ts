import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HOLDING_STATUSES } from "@/lib/validations/investment";
import { POST as createContract } from "@/app/api/contracts/route";
import { POST as createDocument } from "@/app/api/documents/route";
import { PUT as updateOperation } from "@/app/api/operations/[id]/route";
import { GET as getOperation } from "@/app/api/operations/slug/[slug]/route";
import { GET as readPreferences, PUT as savePreferences } from "@/app/api/preferences/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as createUser } from "@/app/api/users/route";
import { POST as createMovement } from "@/app/api/transactions/route";
import { PUT as updateMovement } from "@/app/api/transactions/[id]/route";
import { formatDate } from "@/lib/format";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { privateTokenTo } from "../helpers/private-links";

let admin: string;
let investor: string;
/** An operation the demo investor holds, and every investor of it with an e-mail. */
let held: { id: string; slug: string; title: string; holders: string[] };

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
  const db = await testDb();
  const me = await db.user.findUniqueOrThrow({ where: { email: INVESTOR } });
  const { operation } = await db.participation.findFirstOrThrow({
    where: { userId: me.id },
    select: { operation: { select: { id: true, slug: true, title: true } } },
  });
  const holders = await db.user.findMany({
    // Those who hold a place (a request waiting for a decision holds none: server/core/access.ts).
    where: {
      role: "investor",
      email: { not: null },
      investments: { some: { operationId: operation.id, status: { in: [...HOLDING_STATUSES] } } },
    },
    select: { email: true },
  });
  held = { ...operation, holders: holders.map((h) => h.email!).sort() };
});
beforeEach(async () => (await testDb()).email.deleteMany());

const outbox = async (kind: string) => (await testDb()).email.findMany({ where: { kind }, orderBy: { to: "asc" } });
const asAdmin = (method: string, path: string, body?: unknown) =>
  jsonRequest(method, path, { headers: { cookie: admin }, ...(body === undefined ? {} : { body }) });

describe("e-mails the club sends by itself", () => {
  it("Activa tu cuenta: an investor created with an e-mail gets a one-time link that sets the password", async () => {
    const response = await createUser(
      asAdmin("POST", "/api/users", { firstName: "Elena", lastName: "Nueva", email: "elena.nueva@correo.example" }),
      params({}),
    );
    expect(response.status).toBe(201);
    const [email] = await outbox("activate");
    expect(email).toMatchObject({ to: "elena.nueva@correo.example", subject: "Activa tu cuenta de Club Inversión Hipotecaria" });
    expect(email!.text).toContain("Hola, Elena:");
    // The stored body names the link "[enlace privado]"; the link is sealed apart (server/platform/mail/private-link.ts).
    expect(email!.text).toContain("Elegir mi contraseña: [enlace privado]");
    const token = await privateTokenTo("elena.nueva@correo.example");
    const reset = await resetPassword(
      jsonRequest("POST", "/api/auth/reset-password", { body: { token, password: "mi-primera-clave" } }),
      params({}),
    );
    expect(reset.status).toBe(200);

    await createUser(asAdmin("POST", "/api/users", { firstName: "Sin", lastName: "Correo" }), params({}));
    expect(await outbox("activate")).toHaveLength(1); // no address, no e-mail
  });

  it("a new document visible to investors: one e-mail to each investor of the operation; a hidden one: none", async () => {
    const base = { type: "Nota", operationId: held.id, fileUrl: "https://registro.example/nota.pdf" };
    expect((await createDocument(asAdmin("POST", "/api/documents", { ...base, name: "Nota simple actualizada" }), params({}))).status).toBe(
      201,
    );
    const sent = await outbox("new-document");
    expect(sent.map((e) => e.to)).toEqual(held.holders);
    expect(sent[0]!.subject).toBe(`Nuevo documento en ${held.title}`);
    expect(sent[0]!.text).toContain("http://localhost:3000/investor/documents");

    await (await testDb()).email.deleteMany();
    await createDocument(asAdmin("POST", "/api/documents", { ...base, name: "Interno", visibleToInvestors: false }), params({}));
    expect(await outbox("new-document")).toHaveLength(0);
  });

  it("a new contract reaches the investors of its operation", async () => {
    const response = await createContract(
      asAdmin("POST", "/api/contracts", {
        title: "Adenda CPO",
        type: "CPO",
        operationId: held.id,
        fileUrl: "https://club.example/adenda.pdf",
        status: "draft",
      }),
      params({}),
    );
    expect(response.status).toBe(201);
    expect((await outbox("new-contract")).map((e) => e.to)).toEqual(held.holders);
  });

  it("a change of status reaches the operation's investors, unless they turned it off; other edits send nothing", async () => {
    const current = (await (
      await getOperation(jsonRequest("GET", `/api/operations/slug/${held.slug}`), params({ slug: held.slug }))
    ).json()) as Record<string, unknown>;
    const body = {
      title: current.title,
      province: current.province,
      pvp: current.pvp,
      ticketMin: current.ticketMin,
      status: current.status,
    };
    const put = (changes: Record<string, unknown>) =>
      updateOperation(asAdmin("PUT", `/api/operations/${held.id}`, { ...body, ...changes }), params({ id: held.id }));

    expect((await put({})).status).toBe(200);
    expect(await outbox("operation-status")).toHaveLength(0);

    expect(
      (
        await savePreferences(
          jsonRequest("PUT", "/api/preferences", {
            headers: { cookie: investor },
            body: { notifyDocuments: true, notifyOperations: false },
          }),
          params({}),
        )
      ).status,
    ).toBe(200);
    const next = current.status === "en_curso" ? "finalizada" : "en_curso";
    expect((await put({ status: next })).status).toBe(200);
    const sent = await outbox("operation-status");
    expect(sent.map((e) => e.to)).toEqual(held.holders.filter((to) => to !== INVESTOR));
    expect(sent[0]?.subject ?? "").toContain(held.title);
    await savePreferences(
      jsonRequest("PUT", "/api/preferences", { headers: { cookie: investor }, body: { notifyDocuments: true, notifyOperations: true } }),
      params({}),
    );
  });

  it("Preferencias: one's own, signed in, booleans and the updates' delivery only", async () => {
    const read = await readPreferences(jsonRequest("GET", "/api/preferences", { headers: { cookie: investor } }), params({}));
    // Commercial: off until opted in; updates: one e-mail each until they choose otherwise.
    expect(await read.json()).toEqual({ notifyDocuments: true, notifyOperations: true, notifyNewOperations: false, notifyUpdates: "each" });
    expect((await readPreferences(jsonRequest("GET", "/api/preferences"), params({}))).status).toBe(401);
    const save = (body: unknown) =>
      savePreferences(jsonRequest("PUT", "/api/preferences", { headers: { cookie: investor }, body }), params({}));
    expect((await save({ notifyDocuments: "no", notifyOperations: true })).status).toBe(400);
    const daily = await save({ notifyDocuments: true, notifyOperations: true, notifyUpdates: "daily" });
    expect(daily.status).toBe(400);
    expect((await daily.json()).fields).toEqual({ notifyUpdates: "Valor no válido" });
    const weekly = await save({ notifyDocuments: true, notifyOperations: true, notifyUpdates: "weekly" });
    expect(await weekly.json()).toMatchObject({ notifyUpdates: "weekly" });
    await save({ notifyDocuments: true, notifyOperations: true, notifyUpdates: "each" });
  });

  it("a movement of an investor's money recorded as completed: a receipt to them; pending, edits and the club's own costs send nothing", async () => {
    const db = await testDb();
    const me = await db.user.findUniqueOrThrow({ where: { email: INVESTOR } });
    const base = {
      operationId: held.id,
      userId: me.id,
      type: "APORTE",
      amount: "25.000",
      paymentMethod: "Transferencia",
    };
    const created = await createMovement(
      asAdmin("POST", "/api/transactions", { ...base, reference: "TRX-2026-0900", description: "Aportación – prueba" }),
      params({}),
    );
    expect(created.status).toBe(201);
    const [receipt, ...more] = await outbox("movement");
    expect(more).toEqual([]);
    const plain = (text: string) => text.replace(/\u00a0/g, " "); // Intl's no-break space before €
    expect(receipt!.to).toBe(INVESTOR);
    expect(plain(receipt!.subject)).toBe(`Nuevo movimiento: Aporte de 25.000,00 € – ${held.title}`);
    expect(plain(receipt!.text)).toContain(
      `Aporte: 25.000,00 €\nFecha: ${formatDate(new Date())}\nOperación: ${held.title}\nConcepto: Aportación – prueba\nReferencia: TRX-2026-0900`,
    );
    expect(receipt!.text).toContain("http://localhost:3000/investor");

    // Edited after the receipt: nothing more. Announced as pending: nothing until it is completed.
    const { id } = (await created.json()) as { id: string };
    const edited = await updateMovement(
      asAdmin("PUT", `/api/transactions/${id}`, { ...base, reference: "TRX-2026-0900", description: "Aportación de capital" }),
      params({ id }),
    );
    expect(edited.status).toBe(200);
    const pending = await createMovement(
      asAdmin("POST", "/api/transactions", { ...base, type: "DEVOLUCION", status: "pending" }),
      params({}),
    );
    expect(pending.status).toBe(201);
    expect(await outbox("movement")).toHaveLength(1);
    const pendingId = ((await pending.json()) as { id: string }).id;
    const confirmed = await updateMovement(
      asAdmin("PUT", `/api/transactions/${pendingId}`, { ...base, type: "DEVOLUCION", status: "completed" }),
      params({ id: pendingId }),
    );
    expect(confirmed.status).toBe(200);
    const receipts = await outbox("movement");
    expect(receipts).toHaveLength(2);
    expect(receipts.map((r) => plain(r.subject))).toContain(`Nuevo movimiento: Devolución de 25.000,00 € – ${held.title}`);

    // A cost of the operation that is nobody's money: no receipt.
    const cost = await createMovement(asAdmin("POST", "/api/transactions", { ...base, userId: null, type: "HONORARIO" }), params({}));
    expect(cost.status).toBe(201);
    expect(await outbox("movement")).toHaveLength(2);
    const costId = ((await cost.json()) as { id: string }).id;
    await db.movement.deleteMany({ where: { id: { in: [id, pendingId, costId] } } });
  });
});
