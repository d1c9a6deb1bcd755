import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/legal-texts/route";
import { GET as textRoute, PUT as publishRoute } from "@/app/api/legal-texts/[kind]/route";
import { PUT as taxSettingsPut } from "@/app/api/settings/tax/route";
import { POST as signUpRoute } from "@/app/api/auth/sign-up/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { MISSING_IDENTITY } from "@/lib/legal";
import { invalidateSettings } from "@/server/platform/cache/cache-tags";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

/**
 * Issue 33, items 1–2: the legal pages' texts (a starting text, versions an admin publishes, the
 * club's identity filled in from Configuración) and the privacy notice accepted on sign-up and with
 * a contact message, recorded with the version in force.
 */
let admin: string;
let investor: string;
const CONSENT = "Debes aceptar la Política de Privacidad";

const text = async (kind: string) => {
  const response = await textRoute(jsonRequest("GET", `/api/legal-texts/${kind}`), params({ kind }));
  return { status: response.status, body: (await response.json()) as { version: number; body: string; publishedAt: string | null } };
};
const publish = async (kind: string, body: unknown, cookie = admin) => {
  const response = await publishRoute(
    jsonRequest("PUT", `/api/legal-texts/${kind}`, { headers: cookie ? { cookie } : {}, body }),
    params({ kind }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const identity = (body: unknown) =>
  taxSettingsPut(jsonRequest("PUT", "/api/settings/tax", { headers: { cookie: admin }, body }), params({}));

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
});

describe("the legal pages' texts", () => {
  it("start with version 0, show what the club has not filled in, and then the NIF saved in Configuración", async () => {
    // A club that has not said who it is yet (the demo data fills in a fictional identity).
    await (
      await testDb()
    ).setting.update({ where: { id: 1 }, data: { clubLegalName: null, clubNif: null, clubAddress: null, clubRegistry: null } });
    await invalidateSettings();
    const before = await text("aviso-legal");
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ version: 0, publishedAt: null });
    expect(before.body.body).toContain(`**NIF:** ${MISSING_IDENTITY}`);
    expect(before.body.body).toContain("**Email de contacto:** info@clubinversionhipotecaria.es");

    const saved = await identity({
      clubLegalName: "Club Inversión Hipotecaria S.L.",
      clubNif: "B12345674",
      clubAddress: "Calle Mayor 1, 28013 Madrid",
      clubRegistry: "Registro Mercantil de Madrid, tomo 1, folio 2, hoja M-3",
      withholdingRates: [],
    });
    expect(saved.status).toBe(200);
    const after = (await text("aviso-legal")).body.body;
    expect(after).toContain("**Denominación social:** Club Inversión Hipotecaria S.L.");
    expect(after).toContain("**NIF:** B12345674");
    expect(after).toContain("**Datos registrales:** Registro Mercantil de Madrid, tomo 1, folio 2, hoja M-3");
    expect(after).not.toContain(MISSING_IDENTITY);
  });

  it("an admin publishes versions: each kept with its date and publisher; the same text again publishes nothing; audited", async () => {
    const first = await publish("privacidad", { body: "## Privacidad\n\nResponsable: {{nombre}} ({{nif}})." });
    expect(first.status).toBe(200);
    expect(first.body.versions).toEqual([
      { version: 1, publishedAt: expect.any(String), publishedBy: "Lucía Martín Ortega" }, // the demo admin
      { version: 0, publishedAt: null, publishedBy: null },
    ]);
    expect((await text("privacidad")).body).toMatchObject({
      version: 1,
      body: "## Privacidad\n\nResponsable: Club Inversión Hipotecaria S.L. (B12345674).",
    });

    const same = await publish("privacidad", { body: "  ## Privacidad\n\nResponsable: {{nombre}} ({{nif}}).  " });
    expect((same.body.versions as unknown[]).length).toBe(2);
    const second = await publish("privacidad", { body: "## Privacidad\n\nTexto nuevo." });
    expect((second.body.versions as { version: number }[]).map((version) => version.version)).toEqual([2, 1, 0]);
    expect((await text("privacidad")).body.version).toBe(2);

    const db = await testDb();
    expect(
      await db.legalText.findMany({ where: { kind: "privacidad" }, orderBy: { version: "asc" }, select: { version: true, body: true } }),
    ).toEqual([
      { version: 1, body: "## Privacidad\n\nResponsable: {{nombre}} ({{nif}})." },
      { version: 2, body: "## Privacidad\n\nTexto nuevo." },
    ]);
    const audit = await db.auditEvent.findMany({
      where: { entityType: "legal_text" },
      orderBy: { createdAt: "asc" },
      select: { entityLabel: true },
    });
    expect(audit).toEqual([{ entityLabel: "Política de Privacidad, versión 2" }, { entityLabel: "Política de Privacidad, versión 3" }]);
  });

  it("only an admin publishes or lists them: 401, 403; an unknown page is 404; an empty text a 400 that changes nothing", async () => {
    const db = await testDb();
    const count = await db.legalText.count();
    expect((await publish("terminos", { body: "x" }, "")).status).toBe(401);
    expect((await publish("terminos", { body: "x" }, investor)).status).toBe(403);
    expect((await listRoute(jsonRequest("GET", "/api/legal-texts", { headers: { cookie: investor } }), params({}))).status).toBe(403);
    expect((await publish("no-existe", { body: "x" })).status).toBe(404);
    expect((await text("no-existe")).status).toBe(404);
    expect(await publish("terminos", { body: "   " })).toEqual({
      status: 400,
      body: { error: "Datos no válidos", fields: { body: "El texto es requerido" } },
    });
    expect(await db.legalText.count()).toBe(count);

    const list = (await (await listRoute(jsonRequest("GET", "/api/legal-texts", { headers: { cookie: admin } }), params({}))).json()) as {
      kind: string;
    }[];
    expect(list.map((entry) => entry.kind)).toEqual([
      "aviso-legal",
      "privacidad",
      "cookies",
      "terminos",
      "contrato-deposito",
      "reclamaciones",
    ]);
  });
});

describe("accepting the privacy notice", () => {
  const form = { firstName: "Paula", lastName: "Consentida", email: "paula.consentida@correo.example", password: "una-clave-larga" };
  const signUp = (body: unknown) => signUpRoute(jsonRequest("POST", "/api/auth/sign-up", { body, peer: "198.51.100.40" }), params({}));
  const contact = (body: unknown) => contactRoute(jsonRequest("POST", "/api/contact", { body, peer: "198.51.100.41" }), params({}));

  it("sign-up without it is a 400 on the field and creates nothing; with it, the consent is kept with the notice's version", async () => {
    const db = await testDb();
    for (const acceptPrivacy of [undefined, false, "true"]) {
      const refused = await signUp({ ...form, acceptPrivacy });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { fields: unknown }).fields).toEqual({ acceptPrivacy: CONSENT });
    }
    expect(await db.user.count({ where: { email: form.email } })).toBe(0);

    expect((await signUp({ ...form, acceptPrivacy: true })).status).toBe(201);
    const user = await db.user.findUniqueOrThrow({ where: { email: form.email } });
    expect(
      await db.consent.findMany({
        where: { email: form.email },
        select: { userId: true, purpose: true, granted: true, version: true, source: true },
      }),
    ).toEqual([{ userId: user.id, purpose: "privacy", granted: true, version: 2, source: "sign-up" }]);
    // A taken e-mail makes no account, so nothing new is accepted.
    expect((await signUp({ ...form, acceptPrivacy: true })).status).toBe(201);
    expect(await db.consent.count({ where: { email: form.email } })).toBe(1);
  });

  it("a contact message without it is a 400 and stores nothing; with it, message and consent are stored together", async () => {
    const db = await testDb();
    const message = { name: "Rosa", email: "rosa.contacto@correo.example", message: "Hola" };
    const refused = await contact(message);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: unknown }).fields).toEqual({ acceptPrivacy: CONSENT });
    expect(await db.contactMessage.count({ where: { email: message.email } })).toBe(0);

    expect((await contact({ ...message, acceptPrivacy: true })).status).toBe(201);
    expect(await db.contactMessage.count({ where: { email: message.email } })).toBe(1);
    expect(await db.consent.findMany({ where: { email: message.email }, select: { userId: true, version: true, source: true } })).toEqual([
      { userId: null, version: 2, source: "contact" },
    ]);
  });
});
