import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { asSeen } from "../helpers/seen";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { jsonRequest, params } from "../helpers/http";
import { actorOf, refusal } from "../helpers/actors";
import { euSanctionsXml, identityUpload, onboardingBody, reviewedOf } from "../helpers/kyc";
import type { Actor } from "@/server/core/actor";
import { createParticipation, updateParticipation } from "@/server/participations/records";
import { requestParticipation } from "@/server/participations/requests";
import { getOwnVerification, submitOwnVerification } from "@/server/kyc/onboarding";
import { decideVerification, getVerification, listVerifications, recordVerification } from "@/server/kyc/review";
import { decideScreeningHit, importSanctionsList } from "@/server/kyc/screening";
import { sendIdentityExpiryReminders } from "@/server/kyc/expiry";
import { decideClosure, requestClosure } from "@/server/account/closure";
import { purgeBlockedAccounts } from "@/server/account/purge";
import { KYC_MESSAGES } from "@/lib/validations/kyc";
import { formatMoney } from "@/lib/format";
import { GET as authUserRoute } from "@/app/api/auth/user/route";
import { GET as userRoute } from "@/app/api/users/[id]/route";
import { GET as identityFileRoute } from "@/app/api/identity-files/[id]/route";

/**
 * Knowing the investor (issue 49): the onboarding, the review (two admins for a high risk), the
 * gate on commitments, screening against the EU list, expiry, and what the closure keeps.
 */
let admin: Actor;
let secondAdmin: Actor;
let operationId: string;

async function newInvestor(email: string, firstName: string, lastName: string): Promise<Actor> {
  const db = await testDb();
  return actorOf(await db.user.create({ data: { email, firstName, lastName, role: "investor" } }));
}

const failure = refusal;

/** A full, right declaration of `investor`, its photos uploaded as theirs. */
async function declaration(investor: Actor, overrides: Record<string, unknown> = {}) {
  return onboardingBody({ front: await identityUpload(investor.id), back: await identityUpload(investor.id) }, overrides);
}

/** The day this file's tests set the clock to: its demo data is seeded for it too, so no demo date falls in their windows on any day. */
const KYC_DAY = new Date("2026-12-02T10:00:00Z");

beforeAll(async () => {
  vi.useFakeTimers({ now: KYC_DAY, toFake: ["Date"] });
  await seedDatabase();
  vi.useRealTimers();
  const db = await testDb();
  admin = actorOf(await db.user.findUniqueOrThrow({ where: { email: ADMIN } }));
  secondAdmin = actorOf(
    await db.user.create({ data: { email: "segunda.admin@club.example", firstName: "Segunda", lastName: "Admin", role: "admin" } }),
  );
  const operation = await db.operation.create({
    data: {
      title: "Operación de la verificación",
      slug: "operacion-verificacion",
      province: "madrid",
      pvp: "500000.00",
      ticketMin: "10000.00",
    },
  });
  operationId = operation.id;
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

describe("the gate on commitments", () => {
  it("an unverified investor may ask, is refused Confirmar (409, Spanish), is verified after the onboarding and then confirmed", async () => {
    const investor = await newInvestor("nueva.inversora@correo.example", "Nuria", "Nueva Vidal");
    const requestId = await requestParticipation(investor, {
      operationId,
      amount: "20000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    const confirm = async () =>
      updateParticipation(admin, requestId, {
        ...(await asSeen(requestId)),
        userId: investor.id,
        operationId,
        amount: "20000.00",
        status: "active",
      });

    const refused = await failure(confirm());
    expect(refused.code).toBe("conflict");
    expect(refused.message).toBe(KYC_MESSAGES.notVerified("Nuria Nueva Vidal"));
    expect((await (await testDb()).participation.findUniqueOrThrow({ where: { id: requestId } })).status).toBe("requested");

    const own = await submitOwnVerification(investor, await declaration(investor));
    expect(own.verification).toEqual({ status: "pending", riskLevel: "normal", expiresAt: "2031-05-14" });
    expect(own.files.map((file) => file.kind).sort()).toEqual(["document_back", "document_front"]);
    expect((await failure(confirm())).message).toBe(KYC_MESSAGES.notVerified("Nuria Nueva Vidal"));

    const queue = await listVerifications(admin, "pending");
    expect(queue.map((row) => row.email)).toContain("nueva.inversora@correo.example");
    const decided = await decideVerification(admin, investor.id, { ...(await reviewedOf(investor.id)), decision: "verified" });
    expect(decided.verification.status).toBe("verified");
    expect(decided.decidedBy).toBe("Lucía Martín Ortega");

    const confirmed = await confirm();
    expect(confirmed.status).toBe("active");
    const emails = await (await testDb()).email.findMany({ where: { to: "nueva.inversora@correo.example" }, select: { subject: true } });
    expect(emails.map((email) => email.subject)).toEqual(
      expect.arrayContaining(["Hemos recibido tus datos de identificación", "Tu identidad está verificada"]),
    );
  });

  it("an admin's direct creation of an active participation follows the same rule; a request does not", async () => {
    const investor = await newInvestor("directa@correo.example", "Diego", "Directo");
    const refused = await failure(createParticipation(admin, { userId: investor.id, operationId, amount: "15000", status: "active" }));
    expect(refused.message).toBe(KYC_MESSAGES.notVerified("Diego Directo"));
    const asked = await createParticipation(admin, { userId: investor.id, operationId, amount: "15000", status: "requested" });
    expect(asked.status).toBe("requested");
    expect(await (await testDb()).participation.count({ where: { userId: investor.id, status: "active" } })).toBe(0);
  });
});

describe("the onboarding's checks: a clear Spanish error and nothing written", () => {
  it("refuses a wrong DNI letter, an expired document, a minor, a missing photo and a missing funds proof", async () => {
    vi.useFakeTimers({ now: KYC_DAY, toFake: ["Date"] });
    const investor = await newInvestor("comprobaciones@correo.example", "Clara", "Comprobada");
    const fields = async (overrides: Record<string, unknown>, uploads?: { front: string | null; back: string | null }) => {
      const body = {
        ...(await declaration(investor, overrides)),
        ...(uploads && { documentFrontUploadId: uploads.front, documentBackUploadId: uploads.back }),
      };
      const error = await failure(submitOwnVerification(investor, body));
      return error.fields ?? { message: error.message };
    };
    await expect(fields({ documentNumber: "12345678A" })).resolves.toMatchObject({ documentNumber: KYC_MESSAGES.dni });
    await expect(fields({ documentType: "NIE", documentNumber: "12345678Z" })).resolves.toMatchObject({ documentNumber: KYC_MESSAGES.nie });
    await expect(fields({ documentExpiry: "2026-12-01" })).resolves.toMatchObject({ documentExpiry: KYC_MESSAGES.expired });
    await expect(fields({ birthDate: "2008-12-03" })).resolves.toMatchObject({ birthDate: KYC_MESSAGES.minor });
    // The questionnaire is the appropriateness test's now (issue 66): the declaration takes no answers.
    await expect(fields({ answers: [2, 1, 1] })).resolves.toMatchObject({ answers: expect.any(String) });
    await expect(fields({ pep: "self" })).resolves.toMatchObject({ pepDetail: KYC_MESSAGES.pepDetail });
    await expect(fields({ riskAcknowledged: false })).resolves.toMatchObject({ riskAcknowledged: KYC_MESSAGES.riskAcknowledged });
    await expect(fields({}, { front: await identityUpload(investor.id), back: null })).resolves.toMatchObject({
      documentBackUploadId: KYC_MESSAGES.documentBack,
    });
    await expect(fields({ plannedAmount: "50000,01" })).resolves.toMatchObject({
      fundsProofUploadId: KYC_MESSAGES.fundsProof(formatMoney("50000.00")),
    });
    // Someone else's upload is not theirs to attach.
    const other = await newInvestor("otra@correo.example", "Otra", "Persona");
    await expect(fields({}, { front: await identityUpload(other.id), back: await identityUpload(investor.id) })).resolves.toMatchObject({
      documentFrontUploadId: "El archivo subido ya no está disponible: vuelve a subirlo",
    });
    const db = await testDb();
    expect(await db.identityVerification.count({ where: { userId: investor.id } })).toBe(0);
    expect(await db.identityFile.count({ where: { userId: investor.id } })).toBe(0);
    // A passport needs no back; exactly 50.000 € needs no funds proof.
    const passport = await submitOwnVerification(investor, {
      ...(await declaration(investor, { documentType: "PASAPORTE", documentNumber: "pa-1234567", plannedAmount: "50.000" })),
      documentBackUploadId: null,
    });
    expect(passport.declaration).toMatchObject({ documentType: "PASAPORTE", documentNumber: "PA1234567", plannedAmount: "50000.00" });
    const stored = await db.identityVerification.findUniqueOrThrow({ where: { userId: investor.id } });
    expect(stored.questionnaire).toBeNull();
    expect(stored.riskAcknowledgedAt?.toISOString()).toBe("2026-12-02T10:00:00.000Z");
  });
});

describe("the review", () => {
  it("a rejection needs its reason, which the investor reads; sending again makes it pending", async () => {
    const investor = await newInvestor("rechazada@correo.example", "Rita", "Rechazada");
    await submitOwnVerification(investor, await declaration(investor));
    expect((await failure(decideVerification(admin, investor.id, { ...(await reviewedOf(investor.id)), decision: "rejected" }))).code).toBe(
      "invalid",
    );
    await decideVerification(admin, investor.id, {
      ...(await reviewedOf(investor.id)),
      decision: "rejected",
      note: "La foto del reverso no se lee",
    });
    const own = await getOwnVerification(investor);
    expect(own.verification.status).toBe("rejected");
    expect(own.decisionNote).toBe("La foto del reverso no se lee");
    expect(
      (await failure(decideVerification(admin, investor.id, { ...(await reviewedOf(investor.id)), decision: "verified" }))).message,
    ).toBe(KYC_MESSAGES.notPending);
    // The photos kept: sending again without new ones keeps them.
    const again = await submitOwnVerification(investor, {
      ...(await declaration(investor)),
      documentFrontUploadId: null,
      documentBackUploadId: null,
    });
    expect(again.verification.status).toBe("pending");
    expect(again.files).toHaveLength(2);
  });

  it("the risk the declaration gives is a floor: a PEP is never verified lower, nor by one admin re-sending it lower (issue 64, item 6)", async () => {
    const investor = await newInvestor("pep.suelo@correo.example", "Paula", "Suelo");
    await submitOwnVerification(investor, await declaration(investor, { pep: "self", pepDetail: "Concejala de mi municipio" }));
    const floor = { riskLevel: KYC_MESSAGES.riskBelowFloor("alto") };
    for (const riskLevel of ["low", "normal"])
      expect(
        (await failure(decideVerification(admin, investor.id, { ...(await reviewedOf(investor.id)), decision: "verified", riskLevel })))
          .fields,
      ).toEqual(floor);
    const first = await decideVerification(admin, investor.id, {
      ...(await reviewedOf(investor.id)),
      decision: "verified",
      riskLevel: "high",
    });
    expect(first.verification.status).toBe("pending");
    // The same admin sending it again at "normal" does not get round the second admin.
    expect(
      (
        await failure(
          decideVerification(admin, investor.id, { ...(await reviewedOf(investor.id)), decision: "verified", riskLevel: "normal" }),
        )
      ).fields,
    ).toEqual(floor);
    expect((await getVerification(admin, investor.id)).verification.status).toBe("pending");
  });

  it("amounts out of the ordinary make the risk high: 900.000 € from an unusual source", async () => {
    const investor = await newInvestor("efectivo@correo.example", "Elena", "Efectivo");
    const sent = await submitOwnVerification(
      investor,
      await declaration(investor, {
        plannedAmount: "900000",
        fundsSource: "other",
        fundsDetail: "Efectivo guardado en casa",
        fundsProofUploadId: await identityUpload(investor.id, "origen.png"),
      }),
    );
    expect(sent.verification.riskLevel).toBe("high");
  });

  it("a decision names the declaration it was made on: one sent again since is a 409 and nothing is decided", async () => {
    const investor = await newInvestor("reenvia@correo.example", "Raúl", "Reenvía");
    vi.useFakeTimers({ now: KYC_DAY, toFake: ["Date"] });
    try {
      await submitOwnVerification(investor, await declaration(investor));
      const seen = await reviewedOf(investor.id);
      // The admin opened it; the investor sends it again, now as a PEP.
      vi.setSystemTime(new Date(KYC_DAY.getTime() + 60_000));
      await submitOwnVerification(investor, await declaration(investor, { pep: "self", pepDetail: "Alcalde" }));
      expect((await failure(decideVerification(admin, investor.id, { ...seen, decision: "verified", riskLevel: "normal" }))).message).toBe(
        KYC_MESSAGES.changedSince,
      );
      expect((await getVerification(admin, investor.id)).verification).toMatchObject({ status: "pending", riskLevel: "high" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("a politically exposed person is a high risk: two different admins approve it", async () => {
    const investor = await newInvestor("pep@correo.example", "Pedro", "Expuesto");
    const requestId = await requestParticipation(investor, {
      operationId,
      amount: "10000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    const sent = await submitOwnVerification(investor, await declaration(investor, { pep: "family", pepDetail: "Mi hermana es diputada" }));
    expect(sent.verification.riskLevel).toBe("high");

    const first = await decideVerification(admin, investor.id, { ...(await reviewedOf(investor.id)), decision: "verified" });
    expect(first.verification.status).toBe("pending");
    expect(first.firstApprovalBy).toBe("Lucía Martín Ortega");
    expect(
      (await failure(decideVerification(admin, investor.id, { ...(await reviewedOf(investor.id)), decision: "verified" }))).message,
    ).toBe(KYC_MESSAGES.sameAdmin);
    const confirm = async () =>
      updateParticipation(admin, requestId, {
        ...(await asSeen(requestId)),
        userId: investor.id,
        operationId,
        amount: "10000.00",
        status: "active",
      });
    expect((await failure(confirm())).code).toBe("conflict");

    const second = await decideVerification(secondAdmin, investor.id, { ...(await reviewedOf(investor.id)), decision: "verified" });
    expect(second.verification).toMatchObject({ status: "verified", riskLevel: "high" });
    expect(second.decidedBy).toBe("Segunda Admin");
    // The review falls due 12 months on for a high risk (Configuración's default).
    expect(second.reviewDue).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await confirm()).status).toBe("active");
  });

  it("POST /api/users/{id}/verification records an investor identified in person, fills an empty NIF, and answers on /api/users/{id} and /api/auth/user", async () => {
    const db = await testDb();
    const investor = await db.user.findUniqueOrThrow({ where: { email: INVESTOR } });
    await db.identityVerification.delete({ where: { userId: investor.id } });
    await db.user.update({ where: { id: investor.id }, data: { nif: null } });
    const adminCookie = await signInAs(ADMIN);
    const investorCookie = await signInAs(INVESTOR);
    const read = async () =>
      (await (await authUserRoute(jsonRequest("GET", "/api/auth/user", { headers: { cookie: investorCookie } }), params({}))).json()) as {
        verification: unknown;
      };
    expect((await read()).verification).toEqual({ status: "unverified", riskLevel: null, expiresAt: null });

    // Recorded on 2 December 2026 at normal risk: its periodic review falls due 36 months on, before the DNI expires.
    vi.useFakeTimers({ now: KYC_DAY, toFake: ["Date"] });
    const recorded = await recordVerification(admin, investor.id, {
      decision: "verified",
      documentType: "DNI",
      documentNumber: "00000000-t",
      documentExpiry: "2030-01-31",
      note: "Identificado ante notario el 3 de marzo",
    });
    expect(recorded).toEqual({
      verification: { status: "verified", riskLevel: "normal", expiresAt: "2029-12-01" },
      awaitingSecondAdmin: false,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: investor.id } })).nif).toBe("00000000T");
    expect((await read()).verification).toEqual({ status: "verified", riskLevel: "normal", expiresAt: "2029-12-01" });
    const asAdmin = await userRoute(
      jsonRequest("GET", `/api/users/${investor.id}`, { headers: { cookie: adminCookie } }),
      params({ id: investor.id }),
    );
    expect(((await asAdmin.json()) as { verification: unknown }).verification).toEqual({
      status: "verified",
      riskLevel: "normal",
      expiresAt: "2029-12-01",
    });
    expect(
      (await failure(recordVerification(admin, investor.id, { decision: "verified", documentType: "DNI", documentNumber: "00000000A" })))
        .fields,
    ).toEqual({
      documentNumber: KYC_MESSAGES.dni,
    });
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { action: "verification-verified", entityId: investor.id },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.actorEmail).toBe(ADMIN);
  });

  it("an identity file is its investor's and the admins': anyone else gets a 404, and each admin read is audited", async () => {
    const db = await testDb();
    const owner = await db.user.findUniqueOrThrow({ where: { email: "rocio.delgado@correo.example" } }).catch(() => null);
    const file = await db.identityFile.findFirstOrThrow({ where: owner ? { userId: owner.id } : {} });
    const adminCookie = await signInAs(ADMIN);
    const investorCookie = await signInAs(INVESTOR);
    const get = (cookie?: string) =>
      identityFileRoute(
        jsonRequest("GET", `/api/identity-files/${file.id}`, { headers: cookie ? { cookie } : {} }),
        params({ id: file.id }),
      );
    expect((await get(adminCookie)).status).toBe(200);
    expect((await get(investorCookie)).status).toBe(404);
    expect((await get()).status).toBe(401);
    expect(await db.auditEvent.count({ where: { action: "verification-file-read", entityId: file.userId } })).toBeGreaterThan(0);
  });
});

describe("screening against the EU's consolidated sanctions list", () => {
  it("flags the investor whose name and birth date match, not a namesake born another day; the candidate blocks Confirmar until cleared", async () => {
    const db = await testDb();
    const listed = await newInvestor("listado@correo.example", "Viktor Ivanovich", "Petrenko");
    const namesake = await newInvestor("tocayo@correo.example", "Viktor", "Petrenko Ivanovich");
    const requestId = await requestParticipation(listed, {
      operationId,
      amount: "10000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    for (const [person, birthDate] of [
      [listed, "1971-06-05"],
      [namesake, "1985-01-20"],
    ] as const) {
      await submitOwnVerification(person, await declaration(person, { birthDate }));
      await decideVerification(admin, person.id, { ...(await reviewedOf(person.id)), decision: "verified" });
    }
    const xml = euSanctionsXml(
      [
        { reference: "EU.7421.51", names: ["Viktor Ivanovich PETRENKO", "Виктор Иванович Петренко"], birthDates: ["1971-06-05"] },
        { reference: "EU.9001.12", names: ["Alguien Completamente Distinto"], birthDates: ["1960"] },
      ],
      [{ reference: "EU.1.2", name: "Petrenko Holdings" }],
    );
    const result = await importSanctionsList(admin, new TextEncoder().encode(xml), "lista-ue.xml");
    expect(result).toMatchObject({
      people: 2,
      entities: 1,
      candidates: 1,
      list: { fileName: "lista-ue.xml", entries: 3, generatedAt: "2026-11-30T17:04:27.145Z" },
    });
    const hits = await db.screeningHit.findMany({ where: { userId: { in: [listed.id, namesake.id] } } });
    expect(hits.map((hit) => [hit.userId, hit.reference, hit.listedName, hit.birthDates])).toEqual([
      [listed.id, "EU.7421.51", "Viktor Ivanovich PETRENKO", ["1971-06-05"]],
    ]);
    const confirm = async () =>
      updateParticipation(admin, requestId, {
        ...(await asSeen(requestId)),
        userId: listed.id,
        operationId,
        amount: "10000.00",
        status: "active",
      });
    expect((await failure(confirm())).message).toBe(KYC_MESSAGES.screeningOpen("Viktor Ivanovich Petrenko"));
    expect((await listVerifications(admin, "screening")).map((row) => row.userId)).toEqual([listed.id]);

    await decideScreeningHit(admin, hits[0]!.id, { status: "cleared", note: "Pasaporte español, otra persona: la foto no coincide" });
    expect((await confirm()).status).toBe("active");
    // The same list again raises nothing: the candidate was decided.
    expect((await importSanctionsList(admin, new TextEncoder().encode(xml), "lista-ue-2.xml")).candidates).toBe(0);
  });

  it("refuses a file that is not the EU list with a Spanish message and writes nothing", async () => {
    const db = await testDb();
    const before = await db.sanctionsList.count();
    for (const [body, message] of [
      ["<Document><BkToCstmrStmt/></Document>", "No es la lista consolidada de sanciones financieras de la UE: falta el elemento export."],
      ["<export><sanctionEntity>", "El XML está mal formado"],
      [
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><export/>',
        "El XML declara un DOCTYPE o entidades: la lista de la UE no los lleva.",
      ],
      // The pen-test's hostile lists (issue 64, item 8): a DOCTYPE after 4 KB, 10.000 levels, a 2 MB name — each was a 500.
      [
        `<?xml version="1.0"?><!-- ${"x".repeat(5000)} --><!DOCTYPE x [<!ENTITY a "b">]><export/>`,
        "El XML declara un DOCTYPE o entidades: la lista de la UE no los lleva.",
      ],
      [`<export>${"<a>".repeat(10_000)}${"</a>".repeat(10_000)}</export>`, "El XML anida más de 64 niveles: la lista de la UE no lo hace."],
      [
        euSanctionsXml([{ reference: "EU.1.1", names: [`Nombre ${"Largo".repeat(400_000)}`] }]),
        "Una entrada de la lista tiene un nombre de más de 500 caracteres o una referencia de más de 60: no es la lista de la UE.",
      ],
    ] as const) {
      const error = await failure(importSanctionsList(admin, new TextEncoder().encode(body), "x.xml"));
      expect(error.code).toBe("invalid");
      expect(error.message.startsWith(message)).toBe(true);
    }
    expect(await db.sanctionsList.count()).toBe(before);
  });
});

describe("keeping and renewing", () => {
  it("a reminder a month before the document expires, once; expired the day after, and then Confirmar is refused", async () => {
    const db = await testDb();
    const investor = await newInvestor("caduca@correo.example", "Carlos", "Caduca");
    vi.useFakeTimers({ now: KYC_DAY, toFake: ["Date"] });
    await recordVerification(admin, investor.id, {
      decision: "verified",
      documentType: "DNI",
      documentNumber: "11111111H",
      documentExpiry: "2027-01-15",
    });
    const requestId = await requestParticipation(investor, {
      operationId,
      amount: "10000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });

    expect(await sendIdentityExpiryReminders(new Date("2026-12-14T10:00:00Z"))).toBe(0); // 32 days before
    expect(await sendIdentityExpiryReminders(new Date("2026-12-15T10:00:00Z"))).toBe(1);
    expect(await sendIdentityExpiryReminders(new Date("2026-12-20T10:00:00Z"))).toBe(0);
    expect(await db.email.count({ where: { to: "caduca@correo.example", subject: "Tu documento de identidad caduca pronto" } })).toBe(1);

    vi.setSystemTime(new Date("2027-01-15T22:59:00Z")); // 23:59 on the 15th in Madrid: still valid
    expect((await getOwnVerification(investor)).verification.status).toBe("verified");
    vi.setSystemTime(new Date("2027-01-15T23:00:00Z")); // the 16th in Madrid
    expect((await getOwnVerification(investor)).verification).toEqual({ status: "expired", riskLevel: "normal", expiresAt: "2027-01-15" });
    const refused = await failure(
      updateParticipation(admin, requestId, {
        ...(await asSeen(requestId)),
        userId: investor.id,
        operationId,
        amount: "10000.00",
        status: "active",
      }),
    );
    expect(refused.message).toBe(KYC_MESSAGES.notVerified("Carlos Caduca"));
    expect((await listVerifications(admin, "expired")).map((row) => row.userId)).toContain(investor.id);
  });

  it("closing a verified account keeps its identification blocked; the purge destroys it only after the period", async () => {
    const db = await testDb();
    vi.useFakeTimers({ now: KYC_DAY, toFake: ["Date"] });
    const investor = await newInvestor("cierra@correo.example", "Clara", "Cierre");
    await db.account.create({ data: { accountId: investor.id, providerId: "credential", userId: investor.id, password: "x" } });
    await submitOwnVerification(investor, await declaration(investor));
    await decideVerification(admin, investor.id, { ...(await reviewedOf(investor.id)), decision: "verified" });
    await requestClosure(investor, {});
    const closed = await decideClosure(admin, investor.id, { decision: "close" });

    const kept = await db.identityVerification.findUniqueOrThrow({ where: { userId: investor.id } });
    expect(kept.blockedAt).not.toBeNull();
    expect(kept.documentNumber).toBe("12345678Z");
    expect(await db.identityFile.count({ where: { userId: investor.id } })).toBe(2);
    expect((await listVerifications(admin, "verified")).map((row) => row.userId)).not.toContain(investor.id);
    await expect(getVerification(admin, investor.id)).rejects.toMatchObject({ code: "not-found" });

    expect(closed.destroyAfter).toBe("2036-12-02"); // Ley 10/2010 art. 25: ten years, the longest period
    await purgeBlockedAccounts(db, new Date(Date.parse(`${closed.destroyAfter}T12:00:00Z`) - 86_400_000)); // the day before
    expect(await db.identityVerification.count({ where: { userId: investor.id } })).toBe(1);
    const purged = await purgeBlockedAccounts(db, new Date(`${closed.destroyAfter}T12:00:00Z`));
    expect(purged.identifications).toBe(1);
    expect(await db.identityVerification.count({ where: { userId: investor.id } })).toBe(0);
    expect(await db.identityFile.count({ where: { userId: investor.id } })).toBe(0);
  });
});
