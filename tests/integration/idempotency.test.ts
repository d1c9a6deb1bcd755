import { beforeAll, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { POST as createOperation } from "@/app/api/operations/route";
import { POST as createMovement } from "@/app/api/transactions/route";
import { IDEMPOTENCY_MESSAGES } from "@/server/api/idempotency";
import { ADMIN, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest } from "../helpers/http";
import { operationForm } from "../helpers/operation-form";

/**
 * `Idempotency-Key` on the POSTs that create club data (server/api/idempotency.ts, issue 28): the
 * same key and body answer the first result again and write nothing; another body is refused.
 */
let admin: string;

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
});

const post = (form: object, key: string | null, cookie = admin) =>
  createOperation(
    jsonRequest("POST", "/api/operations", { body: form, headers: { cookie, ...(key === null ? {} : { "idempotency-key": key }) } }),
    { params: Promise.resolve({}) },
  );

const operationsTitled = async (title: string) => (await testDb()).operation.count({ where: { title } });
const auditRows = async (title: string) =>
  (await testDb()).auditEvent.count({ where: { entityType: "operation", action: "create", entityLabel: title } });

describe("Idempotency-Key", () => {
  it("the same key and body answer the first result again, with the same id, and write nothing", async () => {
    const form = operationForm(`Piso en Tetuán ${Date.now()}`);
    const first = await post(form, "alta-tetuan-1");
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: string };
    const again = await post(form, "alta-tetuan-1");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as { id: string }).id).toBe(created.id);
    expect(await operationsTitled(form.title)).toBe(1);
    expect(await auditRows(form.title)).toBe(1);
  });

  it("the same key with another body is refused with 422, and nothing is written", async () => {
    const form = operationForm(`Local en Usera ${Date.now()}`);
    expect((await post(form, "alta-usera")).status).toBe(201);
    const other = await post({ ...form, title: `${form.title} (otra)` }, "alta-usera");
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.otherRequest });
    expect(await operationsTitled(`${form.title} (otra)`)).toBe(0);
  });

  it("the same key on another endpoint is refused with 422", async () => {
    const form = operationForm(`Nave en Vallecas ${Date.now()}`);
    expect((await post(form, "clave-compartida")).status).toBe(201);
    const movement = await createMovement(
      jsonRequest("POST", "/api/transactions", { body: form, headers: { cookie: admin, "idempotency-key": "clave-compartida" } }),
      { params: Promise.resolve({}) },
    );
    expect(movement.status).toBe(422);
  });

  it("two requests with one key at once make one operation, and both answer its id", async () => {
    const form = operationForm(`Dúplex en Chamartín ${Date.now()}`);
    const answers = await Promise.all([post(form, "alta-chamartin"), post(form, "alta-chamartin"), post(form, "alta-chamartin")]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    expect(await operationsTitled(form.title)).toBe(1);
  });

  it("a refused request frees its key: corrected, the same key creates", async () => {
    const form = operationForm(`Estudio en Latina ${Date.now()}`);
    const refused = await post({ ...form, title: "" }, "alta-latina");
    expect(refused.status).toBe(400);
    expect((await post({ ...form, title: "" }, "alta-latina")).status).toBe(400);
    expect((await post(form, "alta-latina")).status).toBe(201);
    expect(await operationsTitled(form.title)).toBe(1);
  });

  it("keys are the caller's own: another caller's same key is another request", async () => {
    const form = operationForm(`Piso en Hortaleza ${Date.now()}`);
    expect((await post(form, "alta-hortaleza")).status).toBe(201);
    const send = () =>
      contact(
        jsonRequest("POST", "/api/contact", {
          body: { name: "Lucía", email: "lucia@example.es", message: "Quiero información.", acceptPrivacy: true },
          headers: { "idempotency-key": "alta-hortaleza" },
          peer: "198.51.100.7",
        }),
        { params: Promise.resolve({}) },
      );
    const before = await (await testDb()).contactMessage.count();
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    expect(await (await testDb()).contactMessage.count()).toBe(before + 1);
  });

  it("is forgotten after 24 hours", async () => {
    const form = operationForm(`Ático en Moratalaz ${Date.now()}`);
    expect((await post(form, "alta-moratalaz")).status).toBe(201);
    await (
      await testDb()
    ).idempotencyKey.updateMany({
      where: { key: "alta-moratalaz" },
      data: { createdAt: new Date(Date.now() - 25 * 3600_000) },
    });
    const later = operationForm(`${form.title} (segunda)`);
    expect((await post(later, "alta-moratalaz")).status).toBe(201);
    expect(await operationsTitled(later.title)).toBe(1);
  });

  it("a first request that never finished is reported, never run again", async () => {
    const form = operationForm(`Piso en Barajas ${Date.now()}`);
    const db = await testDb();
    const { id: userId } = await db.user.findFirstOrThrow({ where: { email: ADMIN } });
    const { createHash } = await import("node:crypto");
    await db.idempotencyKey.create({
      data: {
        scope: `user:${userId}`,
        key: "alta-barajas",
        endpoint: "POST /api/operations",
        requestHash: createHash("sha256").update(JSON.stringify(form)).digest("hex"),
        createdAt: new Date(Date.now() - 5 * 60_000),
      },
    });
    const answer = await post(form, "alta-barajas");
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.unfinished });
    expect(await operationsTitled(form.title)).toBe(0);
  });

  it("a key that is not 1 to 255 visible characters is refused with 400", async () => {
    const form = operationForm(`Piso en Carabanchel ${Date.now()}`);
    for (const key of ["", "con espacio", "x".repeat(256), "ñandú"]) {
      const answer = await post(form, key);
      expect(answer.status, key).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    }
    expect(await operationsTitled(form.title)).toBe(0);
  });

  it("without the header nothing changes: each POST creates", async () => {
    const form = operationForm(`Local en Arganzuela ${Date.now()}`);
    expect((await post(form, null)).status).toBe(201);
    expect((await post({ ...form, title: `${form.title} 2` }, null)).status).toBe(201);
  });
});
