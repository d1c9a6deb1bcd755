import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute, POST as fileRoute } from "@/app/api/complaints/route";
import { GET as oneRoute } from "@/app/api/complaints/[id]/route";
import { POST as admissibilityRoute } from "@/app/api/complaints/[id]/admissibility/route";
import { POST as resolutionRoute } from "@/app/api/complaints/[id]/resolution/route";
import { GET as fileDownloadRoute } from "@/app/api/complaints/[id]/files/[fileId]/route";
import { GET as registerRoute } from "@/app/api/complaints/register/route";
import { PUT as settingsRoute } from "@/app/api/settings/complaints/route";
import { COMPLAINT_MESSAGES } from "@/lib/validations/complaint";
import { dayInMadrid } from "@/lib/format";
import { fileComplaint } from "@/server/complaints/filing";
import { complaintRegisterCsv, complaintsWaiting, getComplaint } from "@/server/complaints/register";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { actorByEmail } from "../helpers/actors";
import { seedDatabase, testDb } from "../helpers/db";
import { pdfBytes, uploadRequest } from "../helpers/files";
import { INVESTOR_B, ownershipFixtures } from "../helpers/fixtures";
import { jsonRequest, params } from "../helpers/http";

/**
 * Reclamaciones (issue 66, item 5; ECSP art. 7): a complaint's life — filed (a reference, the
 * acknowledgment at once, the admins told), admitted or not with reasons, resolved with reasons, each
 * step e-mailed and in the register; its deadlines counted in Madrid's working days and months, and
 * shown late once passed. Run on both databases (`npm run test:pg`): two admins deciding at once.
 */
let admin: string;
let investor: string;
let other: string;

type Complaint = Record<string, unknown> & { id: string; reference: string; status: string; fields?: Record<string, string> };
const json = async (response: Response) => (await response.json()) as Complaint;
const file = (body: unknown, cookie = investor, headers: Record<string, string> = {}) =>
  fileRoute(jsonRequest("POST", "/api/complaints", { body, headers: { ...(cookie ? { cookie } : {}), ...headers } }), params({}));
const decide = (id: string, body: unknown, cookie = admin) =>
  admissibilityRoute(jsonRequest("POST", `/api/complaints/${id}/admissibility`, { body, headers: { cookie } }), params({ id }));
const resolve = (id: string, body: unknown, cookie = admin) =>
  resolutionRoute(jsonRequest("POST", `/api/complaints/${id}/resolution`, { body, headers: { cookie } }), params({ id }));
const read = (id: string, cookie: string) => oneRoute(jsonRequest("GET", `/api/complaints/${id}`, { headers: { cookie } }), params({ id }));
const mailsTo = async (to: string, subject: string) =>
  (await testDb()).email.findMany({ where: { to, subject: { contains: subject } }, select: { subject: true, text: true } });
const TEXT = "La transferencia de mi liquidación llegó diez días tarde y nadie me avisó del retraso.";

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
  await ownershipFixtures();
  other = await signInAs(INVESTOR_B);
});

describe("a complaint's life", () => {
  it("filed by an investor with a file: a reference, the acknowledgment with its deadlines at once, the admins told", async () => {
    const upload = (await (await uploadRequest(investor, pdfBytes(), "justificante.pdf", "complaint")).json()) as { uploadId: string };
    const response = await file({ category: "pagos", text: TEXT, uploadIds: [upload.uploadId] });
    expect(response.status).toBe(201);
    const filed = await json(response);
    expect(filed).toEqual({ id: expect.any(String), reference: expect.stringMatching(/^REC-\d{4}-\d{5}$/), status: "filed" });
    const whole = await json(await read(filed.id, investor));
    expect(whole).toMatchObject({
      category: "pagos",
      text: TEXT,
      status: "filed",
      overdue: false,
      files: [{ originalName: "justificante.pdf" }],
    });
    const [ack] = await mailsTo(INVESTOR, `Hemos recibido tu reclamación ${filed.reference}`);
    expect(ack!.text).toContain(`Te diremos si la admitimos a trámite como tarde el`);
    expect(ack!.text).toContain(TEXT);
    expect(await mailsTo(ADMIN, `Nueva reclamación ${filed.reference}: Pagos y transferencias`)).toHaveLength(1);
    // Its file: the complainant's and the admins', nobody else's.
    const fileId = (whole.files as { id: string }[])[0]!.id;
    const download = (cookie: string) =>
      fileDownloadRoute(
        jsonRequest("GET", `/api/complaints/${filed.id}/files/${fileId}`, { headers: { cookie } }),
        params({ id: filed.id, fileId }),
      );
    expect((await download(investor)).status).toBe(200);
    expect((await download(admin)).status).toBe(200);
    expect((await download(other)).status).toBe(404);
    expect((await read(filed.id, other)).status).toBe(404);

    // Admitted (the note optional), then resolved with reasons: each step e-mailed and refused a second time.
    expect((await decide(filed.id, { admitted: true }, investor)).status).toBe(403);
    const admitted = await decide(filed.id, { admitted: true });
    expect(admitted.status).toBe(200);
    expect(await json(admitted)).toMatchObject({ status: "admitted", admissibilityNote: null });
    expect(await mailsTo(INVESTOR, `Tu reclamación ${filed.reference} ha sido admitida`)).toHaveLength(1);
    expect((await decide(filed.id, { admitted: false, note: "Otra vez" })).status).toBe(409);
    const short = await resolve(filed.id, { outcome: "upheld", resolution: "" });
    expect(short.status).toBe(400);
    expect((await json(short)).fields).toEqual({ resolution: COMPLAINT_MESSAGES.resolutionRequired });
    const resolved = await resolve(filed.id, {
      outcome: "partially_upheld",
      resolution: "El banco retuvo la transferencia; el club no avisó. Te compensamos los diez días al tipo de la cuenta de depósito.",
    });
    expect(resolved.status).toBe(200);
    expect(await json(resolved)).toMatchObject({ status: "resolved", outcome: "partially_upheld", overdue: false });
    const [decision] = await mailsTo(INVESTOR, `Resolución de tu reclamación ${filed.reference}`);
    expect(decision!.text).toContain("estimada en parte");
    expect(decision!.text).toContain("Te compensamos los diez días");
    expect((await resolve(filed.id, { outcome: "rejected", resolution: "Otra resolución" })).status).toBe(409);
  });

  it("from the public site, by someone without an account: name and e-mail asked, the privacy notice accepted", async () => {
    const body = { category: "informacion", text: TEXT, name: "Rosa Vecina", email: "rosa.vecina@correo.example", acceptPrivacy: true };
    const missing = await file({ ...body, name: "", acceptPrivacy: false }, "");
    expect(missing.status).toBe(400);
    expect(Object.keys((await json(missing)).fields!).sort()).toEqual(["acceptPrivacy", "name"]);
    const response = await file(body, "", { "x-forwarded-for": "203.0.113.77" });
    expect(response.status).toBe(201);
    const filed = await json(response);
    expect(await mailsTo("rosa.vecina@correo.example", `Hemos recibido tu reclamación ${filed.reference}`)).toHaveLength(1);
    // Not admitted: the reasons are required and sent.
    const bare = await decide(filed.id, { admitted: false, note: " " });
    expect((await json(bare)).fields).toEqual({ note: COMPLAINT_MESSAGES.noteRequired });
    expect((await decide(filed.id, { admitted: false, note: "Se refiere a otra entidad, no al club." })).status).toBe(200);
    const [mail] = await mailsTo("rosa.vecina@correo.example", `Tu reclamación ${filed.reference} no ha sido admitida`);
    expect(mail!.text).toContain("Motivo: Se refiere a otra entidad, no al club.");
    expect((await resolve(filed.id, { outcome: "rejected", resolution: "No procede" })).status).toBe(409);
  });

  it("bad input is a Spanish 400 that stores nothing; an investor lists only their own", async () => {
    const db = await testDb();
    const before = await db.complaint.count();
    const bad = await file({ category: "nada", text: "corto" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toEqual({ category: COMPLAINT_MESSAGES.category, text: COMPLAINT_MESSAGES.textShort });
    expect(await db.complaint.count()).toBe(before);
    const theirs = (await (
      await listRoute(jsonRequest("GET", "/api/complaints", { headers: { cookie: other } }), params({}))
    ).json()) as unknown[];
    expect(theirs).toEqual([]);
    const all = (await (
      await listRoute(jsonRequest("GET", "/api/complaints", { headers: { cookie: admin } }), params({}))
    ).json()) as unknown[];
    expect(all.length).toBe(before);
  });
});

describe("deadlines", () => {
  it("admissibility in Madrid's working days, resolution in months, both from the settings; late ones counted and flagged", async () => {
    const adminActor = await actorByEmail(ADMIN);
    const db = await testDb();
    expect(
      (
        await settingsRoute(
          jsonRequest("PUT", "/api/settings/complaints", {
            body: { complaintAdmissibilityDays: 0, complaintResolutionMonths: 2 },
            headers: { cookie: admin },
          }),
          params({}),
        )
      ).status,
    ).toBe(400);
    // Filed on Friday 4 December 2026 (10:00 in Madrid): ten working days skip the 7th and 8th (holidays) → 22 December;
    // two months → 4 February 2027.
    const filed = await fileComplaint(await actorByEmail(INVESTOR), { category: "deposito", text: TEXT }, new Date("2026-12-04T09:00:00Z"));
    expect(filed).toMatchObject({ admissibilityDue: "2026-12-22", resolutionDue: "2027-02-04", overdue: false });
    const waiting = await complaintsWaiting(db, new Date("2026-12-23T09:00:00Z"));
    expect(waiting.overdue).toBeGreaterThanOrEqual(1);
    expect(await getComplaint(adminActor, filed.id, new Date("2026-12-22T22:30:00Z"))).toMatchObject({ overdue: false }); // 23:30 on the 22nd
    expect(await getComplaint(adminActor, filed.id, new Date("2026-12-22T23:30:00Z"))).toMatchObject({ overdue: true }); // 00:30 on the 23rd
    // With three working days set, a complaint filed on Thursday 24 December 2026 is due on Wednesday the 30th (the 25th is
    // Christmas, then a weekend: 28, 29, 30).
    const saved = await settingsRoute(
      jsonRequest("PUT", "/api/settings/complaints", {
        body: { complaintAdmissibilityDays: 3, complaintResolutionMonths: 1 },
        headers: { cookie: admin },
      }),
      params({}),
    );
    expect(saved.status).toBe(200);
    const christmas = await fileComplaint(await actorByEmail(INVESTOR), { category: "otra", text: TEXT }, new Date("2026-12-24T09:00:00Z"));
    expect(christmas).toMatchObject({ admissibilityDue: "2026-12-30", resolutionDue: "2027-01-24" });
  });

  it("two admins deciding one complaint at once: one decision, the other a 409", async () => {
    const filed = await json(await file({ category: "atencion", text: TEXT }));
    const answers = await Promise.all([decide(filed.id, { admitted: true }), decide(filed.id, { admitted: false, note: "Duplicada" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const mails = await (await testDb()).email.count({ where: { subject: { contains: `Tu reclamación ${filed.reference}` } } });
    expect(mails).toBe(1);
  });

  it("the register of a year as CSV, every step with its date; admins only", async () => {
    const register = async (year: string) =>
      (await registerRoute(jsonRequest("GET", `/api/complaints/register?year=${year}`, { headers: { cookie: admin } }), params({}))).text();
    // The two filed in December 2026 above, waiting, late on 10 January 2027.
    const text = await complaintRegisterCsv(await actorByEmail(ADMIN), "2026", new Date("2027-01-10T10:00:00Z"));
    expect(text.split("\r\n")[0]).toBe(
      "\uFEFFReferencia;Presentada;Reclamante;Email;Inversor registrado;Categoría;Estado;Admisión antes del;Admisión decidida;Motivo de la admisión;Resolución antes del;Resuelta;Sentido;Resolución;Fuera de plazo",
    );
    expect(text).toMatch(/;La cuenta de depósito;Recibida;22\/12\/2026;;;04\/02\/2027;;;;Sí\r\n/);
    // The one resolved above, filed today: every step dated.
    const thisYear = await register(dayInMadrid(new Date()).slice(0, 4));
    expect(thisYear).toMatch(
      /;Pagos y transferencias;Resuelta;\d\d\/\d\d\/\d{4};\d\d\/\d\d\/\d{4} \d\d:\d\d;;\d\d\/\d\d\/\d{4};.+;Estimada en parte;.+;No\r\n/,
    );
    expect(
      (await registerRoute(jsonRequest("GET", `/api/complaints/register?year=2026`, { headers: { cookie: investor } }), params({}))).status,
    ).toBe(403);
    expect(
      (await registerRoute(jsonRequest("GET", "/api/complaints/register?year=20x6", { headers: { cookie: admin } }), params({}))).status,
    ).toBe(400);
  });
});
