import "server-only";
import { assertSignedIn, type Actor } from "../../core/actor";
import { AppError } from "../../core/errors";
import { recordAudit } from "../../audit/record";
import { personLabel } from "../../audit/snapshots";
import { prisma } from "../../platform/database/client";
import { consumeRateLimit } from "../../platform/database/rate-limit";
import { storage } from "../../platform/storage";
import { zipStream, type ZipEntry } from "../../files/zip-stream";
import { about } from "./about";
import { papers } from "./papers";
import * as records from "./records";

/** 3 exports per person an hour: each one reads every row and file about them. */
export const DATA_EXPORT_RATE_LIMIT = { limit: 3, windowMs: 60 * 60 * 1000 } as const;

export const DATA_EXPORT_MESSAGES = {
  tooMany: "Ya has descargado tus datos varias veces en la última hora. Vuelve a intentarlo más tarde.",
} as const;

/**
 * "Descargar mis datos" (RGPD arts. 15 and 20): a ZIP of `datos.json`, every row about the signed-in
 * person, and the stored files of the papers addressed to them. Counted against the person's
 * hourly limit before anything is read, and audited once it has been read.
 */
export async function exportOwnData(actor: Actor | null, now = new Date()): Promise<ReadableStream<Uint8Array>> {
  assertSignedIn(actor);
  const { limit, windowMs } = DATA_EXPORT_RATE_LIMIT;
  const counted = await consumeRateLimit(`data-export:${actor.id}`, limit, windowMs);
  if (!counted.allowed) throw new AppError("rate-limited", DATA_EXPORT_MESSAGES.tooMany, { retryAfterSeconds: counted.retryAfterSeconds });

  const db = await prisma();
  const subject = { id: actor.id, email: actor.email };
  const [
    perfil,
    metodosDeAcceso,
    participaciones,
    movimientos,
    own,
    certificadosFiscales,
    correos,
    accesos,
    consentimientos,
    descargas,
    mensajesDeContacto,
  ] = await Promise.all([
    records.profile(db, subject),
    records.signInMethods(db, subject),
    records.participations(db, subject),
    records.movements(db, subject),
    papers(db, subject),
    records.taxCertificates(db, subject),
    records.emails(db, subject),
    records.signIns(db, subject),
    records.consents(db, subject),
    records.downloads(db, subject),
    records.contactMessages(db, subject),
  ]);
  const data = {
    acerca: about(now, subject),
    perfil,
    metodosDeAcceso,
    participaciones,
    movimientos,
    documentos: own.documents,
    contratos: own.contracts,
    certificadosFiscales,
    correos,
    accesos,
    consentimientos,
    descargas,
    mensajesDeContacto,
  };
  await recordAudit(db, actor, { action: "export", entityType: "user", entityId: actor.id, entityLabel: personLabel(actor) });

  const entries: ZipEntry[] = [
    { path: "datos.json", text: JSON.stringify(data, null, 2) },
    ...own.files.map((file) => ({
      path: file.path,
      bytes: async () => (await storage().get(file.storageKey)).stream,
    })),
  ];
  return zipStream(entries);
}
