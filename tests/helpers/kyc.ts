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

export { euSanctionsXml } from "./sanctions-xml";

/** The declaration a decision is made on (issue 64, item 6): `{ reviewed }`, its submittedAt as the review page reads it. */
export async function reviewedOf(userId: string): Promise<{ reviewed: string }> {
  const row = await (await testDb()).identityVerification.findUniqueOrThrow({ where: { userId }, select: { submittedAt: true } });
  return { reviewed: row.submittedAt!.toISOString() };
}
