import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN } from "../helpers/auth";
import { euSanctionsXml, identityUpload, onboardingBody, reviewedOf } from "../helpers/kyc";
import { actorOf, refusal } from "../helpers/actors";
import type { Actor } from "@/server/core/actor";
import { KYC_MESSAGES } from "@/lib/validations/kyc";
import { submitOwnVerification } from "@/server/kyc/onboarding";
import { decideVerification, getVerification } from "@/server/kyc/review";
import { importSanctionsList } from "@/server/kyc/screening";
import { modelo193, ownCertificate } from "@/server/tax/years";
import { sendIdentityExpiryReminders } from "@/server/kyc/expiry";
import { ownVerification } from "@/server/kyc/state";

/**
 * Company investors (issue 49, item 2): an account invests as a legal person — razón social, CIF,
 * registered address, deed and powers — with its beneficial owners (25 % or more) each identified;
 * they are screened; the company is the perceptor its certificate and Modelo 193 name.
 */
let admin: Actor;
let secondAdmin: Actor;
const YEAR = 2020;

async function newInvestor(email: string, firstName: string, lastName: string): Promise<Actor> {
  return actorOf(await (await testDb()).user.create({ data: { email, firstName, lastName, role: "investor" } }));
}

async function fieldsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  const refused = await refusal(promise);
  return refused.fields ?? { message: refused.message };
}

const owner = async (userId: string, overrides: Record<string, unknown> = {}) => ({
  name: "Elena Ruiz Campos",
  documentType: "DNI",
  documentNumber: "00000000T",
  documentExpiry: "2030-01-31",
  nationality: "ES",
  birthDate: "1975-03-08",
  percentage: "60",
  pep: "no",
  pepDetail: "",
  documentFrontUploadId: await identityUpload(userId),
  documentBackUploadId: await identityUpload(userId),
  ...overrides,
});

async function companyDeclaration(investor: Actor, company: Record<string, unknown> = {}) {
  return onboardingBody(
    { front: await identityUpload(investor.id), back: await identityUpload(investor.id) },
    {
      investingAs: "company",
      company: {
        name: "Inversiones Ruiz Campos, S.L.",
        cif: "b-8765432-3",
        registeredAddress: "Calle de Serrano, 90, 28006 Madrid",
        representativeRole: "Administrador único",
        deedUploadId: await identityUpload(investor.id, "escritura.pdf"),
        powersUploadId: await identityUpload(investor.id, "poderes.pdf"),
        owners: [
          await owner(investor.id),
          await owner(investor.id, {
            name: "Tomás Ruiz Campos",
            documentNumber: "X1234567L",
            documentType: "NIE",
            birthDate: "1978-11-02",
            percentage: "40",
            pep: "family",
            pepDetail: "Hermano de un alcalde",
          }),
        ],
        ...company,
      },
    },
  );
}

beforeAll(async () => {
  await seedDatabase();
  const db = await testDb();
  admin = actorOf(await db.user.findUniqueOrThrow({ where: { email: ADMIN } }));
  secondAdmin = actorOf(
    await db.user.create({ data: { email: "otra.admin@club.example", firstName: "Otra", lastName: "Admin", role: "admin" } }),
  );
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

describe("an account that invests as a company", () => {
  it("refuses a wrong CIF, an owner under 25 %, owners over 100 %, a missing deed or owner photo, an expired owner document; writes nothing", async () => {
    const investor = await newInvestor("sociedad.mal@correo.example", "Sara", "Sociedad");
    const base = await companyDeclaration(investor);
    const company = (base as unknown as { company: Record<string, unknown> & { owners: Record<string, unknown>[] } }).company;
    const attempt = (changes: Record<string, unknown>) =>
      fieldsOf(submitOwnVerification(investor, { ...base, company: { ...company, ...changes } }));
    const [first, second] = company.owners;

    await expect(attempt({ cif: "B87654320" })).resolves.toMatchObject({ "company.cif": KYC_MESSAGES.cifInvalid });
    await expect(attempt({ owners: [first, { ...second, percentage: "20" }] })).resolves.toMatchObject({
      "company.owners.1.percentage": KYC_MESSAGES.percentageRange,
    });
    await expect(attempt({ owners: [first, { ...second, percentage: "45" }] })).resolves.toMatchObject({
      "company.owners": KYC_MESSAGES.percentagesSum,
    });
    await expect(attempt({ owners: [] })).resolves.toMatchObject({ "company.owners": KYC_MESSAGES.owners });
    await expect(attempt({ deedUploadId: null })).resolves.toMatchObject({ "company.deedUploadId": KYC_MESSAGES.companyDeed });
    await expect(attempt({ owners: [first, { ...second, documentFrontUploadId: null }] })).resolves.toMatchObject({
      "company.owners.1.documentFrontUploadId": KYC_MESSAGES.documentFront,
    });
    await expect(attempt({ owners: [{ ...first, documentExpiry: "2020-01-01" }, second] })).resolves.toMatchObject({
      "company.owners.0.documentExpiry": KYC_MESSAGES.ownerExpired,
    });
    await expect(fieldsOf(submitOwnVerification(investor, { ...base, company: null }))).resolves.toMatchObject({
      company: KYC_MESSAGES.company,
    });
    const db = await testDb();
    expect(await db.identityVerification.count({ where: { userId: investor.id } })).toBe(0);
    expect(await db.investingCompany.count({ where: { userId: investor.id } })).toBe(0);
    expect(await db.identityFile.count({ where: { userId: investor.id } })).toBe(0);
  });

  it("with two beneficial owners is reviewed with every document, screened owner by owner, and its certificate and Modelo 193 name the company's CIF", async () => {
    const db = await testDb();
    const investor = await newInvestor("sociedad@correo.example", "Elena", "Ruiz Campos");
    const own = await submitOwnVerification(investor, await companyDeclaration(investor));
    // An owner's relative in public office makes the risk high: two admins decide.
    expect(own.verification).toMatchObject({ status: "pending", riskLevel: "high" });
    expect(own.company).toMatchObject({
      name: "Inversiones Ruiz Campos, S.L.",
      cif: "B87654323",
      owners: [
        { name: "Elena Ruiz Campos", percentage: "60.00", documentNumber: "00000000T" },
        { name: "Tomás Ruiz Campos", percentage: "40.00", documentType: "NIE", pep: "family" },
      ],
    });

    const detail = await getVerification(admin, investor.id);
    const ownerIds = detail.company!.owners.map((o) => o.id);
    const filesOf = (ownerId: string | null) =>
      detail.files
        .filter((file) => file.ownerId === ownerId)
        .map((file) => file.kind)
        .sort();
    expect(filesOf(null)).toEqual(["company_deed", "document_back", "document_front", "representative_powers"]);
    expect(filesOf(ownerIds[0]!)).toEqual(["document_back", "document_front"]);
    expect(filesOf(ownerIds[1]!)).toEqual(["document_back", "document_front"]);

    // The list names the second owner (born that day) and the company itself.
    const xml = euSanctionsXml(
      [{ reference: "EU.55.1", names: ["Tomas RUIZ CAMPOS"], birthDates: ["1978-11-02"] }],
      [{ reference: "EU.55.2", name: "INVERSIONES RUIZ CAMPOS SL" }],
    );
    const screened = await importSanctionsList(admin, new TextEncoder().encode(xml), "lista.xml");
    expect(screened.candidates).toBe(2);
    const hits = await db.screeningHit.findMany({ where: { userId: investor.id }, orderBy: { reference: "asc" } });
    expect(hits.map((hit) => [hit.reference, hit.subject])).toEqual([
      ["EU.55.1", "Tomás Ruiz Campos"],
      ["EU.55.2", "Inversiones Ruiz Campos, S.L."],
    ]);
    for (const hit of hits) await db.screeningHit.update({ where: { id: hit.id }, data: { status: "cleared", note: "Otra persona" } });

    expect(
      (await decideVerification(admin, investor.id, { ...(await reviewedOf(investor.id)), decision: "verified" })).verification.status,
    ).toBe("pending");
    expect(
      (await decideVerification(secondAdmin, investor.id, { ...(await reviewedOf(investor.id)), decision: "verified" })).verification
        .status,
    ).toBe("verified");

    // Income of the year paid to the account: 1.000,00 € of gain, 190,00 € withheld.
    const operation = await db.operation.create({
      data: { title: "Operación de la sociedad", slug: "operacion-sociedad", province: "madrid", pvp: "100000", ticketMin: "10000" },
    });
    for (const [type, amount] of [
      ["BENEFICIO", "1000.00"],
      ["RETENCION", "190.00"],
    ] as const)
      await db.movement.create({
        data: {
          operationId: operation.id,
          userId: investor.id,
          type,
          amount,
          status: "completed",
          transactionDate: new Date(`${YEAR}-06-30`),
        },
      });
    const { pdf } = await ownCertificate(investor, String(YEAR));
    const text = (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text;
    for (const line of [
      "Certificado de retenciones e ingresos a cuenta del Impuesto sobre Sociedades · Ejercicio 2020",
      "Razón social: Inversiones Ruiz Campos, S.L.",
      "NIF: B87654323",
      "Domicilio: Calle de Serrano, 90, 28006 Madrid",
    ])
      expect(text).toContain(line);
    expect(text).not.toContain("Elena Ruiz Campos");

    const { bytes } = await modelo193(admin, String(YEAR));
    const records = Buffer.from(bytes).toString("latin1").split("\r\n").filter(Boolean);
    const perceptor = records.find((record) => record.startsWith("2"))!;
    expect(perceptor.slice(17, 26)).toBe("B87654323");
    expect(perceptor.slice(35, 75).trimEnd()).toBe("INVERSIONES RUIZ CAMPOS, S.L.");
    expect(perceptor.slice(122, 135)).toBe("0000000100000");
  });

  it("investing as a person again removes the company, its owners and their files", async () => {
    const db = await testDb();
    const investor = await newInvestor("sociedad.cambia@correo.example", "Carlos", "Cambia");
    await submitOwnVerification(investor, await companyDeclaration(investor));
    expect(await db.identityFile.count({ where: { userId: investor.id } })).toBe(8);
    const person = await submitOwnVerification(investor, { ...(await companyDeclaration(investor)), investingAs: "person", company: null });
    expect(person.company).toBeNull();
    expect(await db.investingCompany.count({ where: { userId: investor.id } })).toBe(0);
    expect(await db.beneficialOwner.count({ where: { companyUserId: investor.id } })).toBe(0);
    expect((await db.identityFile.findMany({ where: { userId: investor.id } })).map((file) => file.kind).sort()).toEqual([
      "document_back",
      "document_front",
    ]);
  });

  it("a beneficial owner's document expiring is reminded a month before, and lapses the company's verification after it", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-02T10:00:00Z"), toFake: ["Date"] });
    const db = await testDb();
    const investor = await newInvestor("sociedad.caduca@correo.example", "Irene", "Caduca Mora");
    const body = await companyDeclaration(investor);
    const company = (body as unknown as { company: { owners: Record<string, unknown>[] } }).company;
    company.owners[1] = { ...company.owners[1], documentExpiry: "2027-01-10", pep: "no", pepDetail: "" };
    await submitOwnVerification(investor, body);
    // The list an earlier test loaded names this company's people too: cleared, else the risk is high (two admins).
    await db.screeningHit.updateMany({ where: { userId: investor.id }, data: { status: "cleared", note: "Otra persona" } });
    await decideVerification(admin, investor.id, { ...(await reviewedOf(investor.id)), decision: "verified" });
    expect(await ownVerification(investor.id)).toMatchObject({ status: "verified", expiresAt: "2027-01-10" });

    vi.setSystemTime(new Date("2026-12-20T09:00:00Z"));
    await sendIdentityExpiryReminders();
    await sendIdentityExpiryReminders(); // once
    const reminders = await db.email.findMany({ where: { to: investor.email!, subject: { contains: "titular real" } } });
    expect(reminders.map((mail) => mail.subject)).toEqual(["El documento de un titular real de tu sociedad caduca pronto"]);

    vi.setSystemTime(new Date("2027-01-11T09:00:00Z"));
    expect((await ownVerification(investor.id)).status).toBe("expired");
  });
});
