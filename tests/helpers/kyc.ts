import { Readable } from "node:stream";
import { newStorageKey, storage } from "@/server/platform/storage";
import { testDb } from "./db";

/** A PNG's first bytes: enough for the type sniffer to call it an image. */
export const PNG_BYTES = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f10000000049454e44ae426082",
  "hex",
);

/** A photo of an identity document received by `POST /api/files?purpose=identity` for `userId`, not yet attached: its upload id. */
export async function identityUpload(userId: string, name = "dni.png"): Promise<string> {
  const storageKey = newStorageKey("test");
  await storage().put(storageKey, Readable.from([PNG_BYTES]), { contentType: "image/png" });
  const row = await (
    await testDb()
  ).pendingUpload.create({
    data: { storageKey, originalName: name, contentType: "image/png", size: PNG_BYTES.length, purpose: "identity", uploadedBy: userId },
  });
  return row.id;
}

/** A complete, truthful "Verificar mi identidad" declaration (DNI 12345678Z, born 1980). */
export function onboardingBody(uploads: { front: string; back: string; funds?: string }, overrides: Record<string, unknown> = {}) {
  return {
    documentType: "DNI",
    documentNumber: "12345678Z",
    documentExpiry: "2031-05-14",
    nationality: "ES",
    birthDate: "1980-02-29",
    address: "Calle Mayor 1, 28013 Madrid",
    profession: "Ingeniera",
    pep: "no",
    pepDetail: "",
    purpose: "Invertir mis ahorros en operaciones del club",
    fundsSource: "savings",
    fundsDetail: "",
    plannedAmount: "30000",
    documentFrontUploadId: uploads.front,
    documentBackUploadId: uploads.back,
    fundsProofUploadId: uploads.funds ?? null,
    riskAcknowledged: true,
    ...overrides,
  };
}

type ListedPerson = { reference: string; names: string[]; birthDates?: string[]; remark?: string };

/**
 * A small list in the format of the EU's consolidated financial-sanctions list (XML full list,
 * version 1.1: `export/sanctionEntity`, the data in attributes), written here for the tests.
 */
export function euSanctionsXml(people: ListedPerson[], entities: { reference: string; name: string }[] = []): string {
  const person = (p: ListedPerson, i: number) => `
  <sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="${p.reference}" logicalId="${1000 + i}">
    <remark>${p.remark ?? "Persona incluida en la lista"}</remark>
    <regulation regulationType="regulation" organisationType="council" publicationDate="2022-03-15" entryIntoForceDate="2022-03-15" numberTitle="2022/427 (OJ L87)" programme="RUS" logicalId="${2000 + i}"/>
    <subjectType code="person" classificationCode="P"/>
    ${p.names.map((name, n) => `<nameAlias firstName="" middleName="" lastName="" wholeName="${name}" function="" gender="M" title="" nameLanguage="" strong="true" regulationLanguage="en" logicalId="${3000 + i * 10 + n}"/>`).join("\n    ")}
    ${(p.birthDates ?? []).map((date, n) => (date.length === 4 ? `<birthdate circa="false" calendarType="GREGORIAN" city="" zipCode="" year="${date}" region="" place="" countryIso2Code="RU" countryDescription="RUSSIAN FEDERATION" regulationLanguage="en" logicalId="${4000 + i * 10 + n}"/>` : `<birthdate circa="false" calendarType="GREGORIAN" city="" zipCode="" birthdate="${date}" dayOfMonth="${Number(date.slice(8))}" monthOfYear="${Number(date.slice(5, 7))}" year="${date.slice(0, 4)}" region="" place="" countryIso2Code="RU" countryDescription="RUSSIAN FEDERATION" regulationLanguage="en" logicalId="${4000 + i * 10 + n}"/>`)).join("\n    ")}
  </sanctionEntity>`;
  const entity = (e: { reference: string; name: string }, i: number) => `
  <sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="${e.reference}" logicalId="${5000 + i}">
    <subjectType code="enterprise" classificationCode="E"/>
    <nameAlias wholeName="${e.name}" strong="true" regulationLanguage="en" logicalId="${6000 + i}"/>
  </sanctionEntity>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="2026-11-30T18:04:27.145+01:00" globalFileId="170000">
${people.map(person).join("")}${entities.map(entity).join("")}
</export>
`;
}

/** The declaration a decision is made on (issue 64, item 6): `{ reviewed }`, its submittedAt as the review page reads it. */
export async function reviewedOf(userId: string): Promise<{ reviewed: string }> {
  const row = await (await testDb()).identityVerification.findUniqueOrThrow({ where: { userId }, select: { submittedAt: true } });
  return { reviewed: row.submittedAt!.toISOString() };
}
