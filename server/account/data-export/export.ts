import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
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

/** The sections of `datos.json` read from the rows about the person (the papers add documentos and contratos). */
const SECTIONS = {
  perfil: records.profile,
  metodosDeAcceso: records.signInMethods,
  participaciones: records.participations,
  movimientos: records.movements,
  transferencias: records.payouts,
  cuentaDeDeposito: records.depositAccount,
  certificadosFiscales: records.taxCertificates,
  correos: records.emails,
  accesos: records.signIns,
  consentimientos: records.consents,
  descargas: records.downloads,
  mensajesDeContacto: records.contactMessages,
} satisfies Record<string, (db: PrismaClient, subject: records.Subject) => Promise<unknown>>;

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
  const [own, ...sections] = await Promise.all([
    papers(db, subject),
    ...Object.entries(SECTIONS).map(async ([name, read]) => [name, await read(db, subject)] as const),
  ]);
  const data = { acerca: about(now, subject), ...Object.fromEntries(sections), documentos: own.documents, contratos: own.contracts };
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
