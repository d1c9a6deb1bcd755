import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { assertAdmin, assertSignedIn, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { AppError, MESSAGES } from "../core/errors";
import { isUuid } from "../core/access";
import { isStorageUnavailable } from "../platform/outage";
import { safeFileName } from "./file-name";
import { toOperationImage } from "./operation-image";
import { env } from "../platform/env";
import { checkUpload, newStorageKey, storage, UploadRejectedError, type UploadPurpose } from "../platform/storage";

/** An upload not attached within this time is abandoned (the dialog was closed): swept with its file. */
export const PENDING_UPLOAD_TTL_MS = 30 * 60 * 1000;

/**
 * What one account may hold uploaded and not yet attached: enough for the longest form (a company's
 * declaration with its owners' documents), never a store of its own. The bytes are a multiple of the
 * largest file allowed (UPLOAD_MAX_MB), so raising that limit keeps a form fillable.
 */
export const PENDING_UPLOAD_QUOTA = { files: 12, largestFiles: 3 } as const;

export const UPLOAD_MESSAGES = {
  missingFile: "El archivo es requerido",
  interrupted: "La subida se interrumpió: vuelve a intentarlo",
  gone: "El archivo subido ya no está disponible: vuelve a subirlo",
  tooManyFiles: (files: number, minutes: number) =>
    `Tienes ${files} archivos subidos sin guardar: guarda el formulario que los usa o espera ${minutes} min y vuelve a intentarlo`,
  tooManyBytes: (mb: number, minutes: number) =>
    `Tus archivos subidos sin guardar superan ${mb} MB: guarda el formulario que los usa o espera ${minutes} min y vuelve a intentarlo`,
} as const;

export type UploadDto = { uploadId: string; originalName: string; contentType: string; size: number };

/**
 * Receives one file as the raw request body and keeps it in the private storage as a pending
 * upload. The type is read from the file's bytes and the size counted as it streams; a refused or
 * broken upload leaves nothing stored. The file is never held in memory whole.
 */
export async function receiveUpload(
  actor: Actor | null,
  body: ReadableStream<Uint8Array> | null,
  file: { name: string; purpose: UploadPurpose; replaces?: string | null },
): Promise<UploadDto> {
  // Anyone signed in sends the files of their own identification or complaint; everything else is the back-office's.
  if (file.purpose === "identity" || file.purpose === "complaint") assertSignedIn(actor);
  else assertAdmin(actor);
  if (!body) throw new AppError("invalid", MESSAGES.invalidInput, { fields: { file: UPLOAD_MESSAGES.missingFile } });
  const db = await prisma();
  // A file chosen again in the same field gives up the one it replaces (the sender's own only), so
  // changing one's mind does not use up the quota.
  if (file.replaces && isUuid(file.replaces))
    await db.pendingUpload.updateMany({ where: { id: file.replaces, uploadedBy: actor.id }, data: { createdAt: new Date(0) } });
  await sweepStaleUploads();
  const store = storage();
  // The row comes first: a file in the storage always has a row naming it, even if this process
  // dies half-way (the sweep then removes both).
  const row = await db.$transaction(async (tx) => {
    await assertWithinQuota(tx, actor.id, 0);
    return tx.pendingUpload.create({
      data: {
        storageKey: newStorageKey(),
        originalName: safeFileName(file.name, null),
        contentType: "application/octet-stream",
        size: 0,
        purpose: file.purpose,
        uploadedBy: actor.id,
      },
    });
  });
  try {
    const received = await checkUpload(fromClient(body), { purpose: file.purpose });
    const checked = file.purpose === "operation-image" ? await toOperationImage(received) : received;
    const { size } = await store.put(row.storageKey, checked.stream, { contentType: checked.contentType });
    // The name ends in the extension of the type the bytes are, whatever the client called it.
    const originalName = safeFileName(row.originalName, checked.contentType);
    await db.$transaction(async (tx) => {
      await assertWithinQuota(tx, actor.id, size, row.id);
      const after = await tx.pendingUpload.update({
        where: { id: row.id },
        data: { size, contentType: checked.contentType, originalName },
        select: { originalName: true, contentType: true, size: true, purpose: true },
      });
      await recordAudit(tx, actor, { action: "create", entityType: "upload", entityId: row.id, entityLabel: originalName, after });
    });
    return { uploadId: row.id, originalName, contentType: checked.contentType, size };
  } catch (error) {
    if (isStorageUnavailable(error)) {
      // The store did not answer: what it received may still land once it wakes, and a delete
      // would wait in vain too. The row stays as the key's record, already stale, so the next
      // sweep deletes the file and then the row; nobody can attach it (its id was never answered).
      await db.pendingUpload.update({ where: { id: row.id }, data: { createdAt: new Date(0) } }).catch(() => {});
      throw error;
    }
    await store.delete(row.storageKey).catch(() => {});
    await db.pendingUpload.delete({ where: { id: row.id } }).catch(() => {});
    throw uploadError(error);
  }
}

/**
 * Refuses (429, with when to try again) an upload that would take the account past its quota:
 * before the bytes arrive, on the number of files; once stored, on their size. The account's row is
 * locked meanwhile, so uploads sent at once are counted one after the other.
 */
async function assertWithinQuota(tx: Prisma.TransactionClient, userId: string, size: number, self?: string) {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  const held = await tx.pendingUpload.aggregate({
    where: { uploadedBy: userId, ...(self ? { id: { not: self } } : {}) },
    _count: true,
    _sum: { size: true },
    _min: { createdAt: true },
  });
  const maxBytes = PENDING_UPLOAD_QUOTA.largestFiles * env().UPLOAD_MAX_MB * 1024 * 1024;
  const tooMany = !self && held._count >= PENDING_UPLOAD_QUOTA.files;
  const tooLarge = (held._sum.size ?? 0) + size > maxBytes;
  if (!tooMany && !tooLarge) return;
  // The oldest of them is swept first: from then on there is room again.
  const oldest = held._min.createdAt?.getTime() ?? Date.now();
  const retryAfterSeconds = Math.max(60, Math.ceil((oldest + PENDING_UPLOAD_TTL_MS - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const message = tooMany
    ? UPLOAD_MESSAGES.tooManyFiles(held._count, minutes)
    : UPLOAD_MESSAGES.tooManyBytes(maxBytes / 1024 / 1024, minutes);
  throw new AppError("rate-limited", message, { fields: { file: message }, retryAfterSeconds });
}

/** The request body, its failures (the client went away half-way) told apart from the storage's. */
async function* fromClient(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) yield chunk;
  } catch {
    throw new UploadInterrupted();
  }
}

class UploadInterrupted extends Error {}

/**
 * The checker's refusals become the file field's message (413 for the size, 400 for the type); an
 * upload the client broke off is a 400 too, not a server error. Anything else stays an error.
 */
function uploadError(error: unknown): unknown {
  if (error instanceof UploadInterrupted)
    return new AppError("invalid", UPLOAD_MESSAGES.interrupted, { fields: { file: UPLOAD_MESSAGES.interrupted } });
  if (!(error instanceof UploadRejectedError)) return error;
  return new AppError(error.reason === "too_large" ? "too-large" : "invalid", error.message, { fields: { file: error.message } });
}

export type ClaimedFile = { storageKey: string; originalName: string; contentType: string; size: number };

/**
 * Attaches a pending upload inside the caller's transaction: the row goes, the file stays. With
 * `uploadedBy`, only that person's own upload (an investor attaches nobody else's file).
 */
export async function claimUpload(
  tx: Prisma.TransactionClient,
  uploadId: string,
  purpose: UploadPurpose,
  uploadedBy?: string,
): Promise<ClaimedFile> {
  const upload = await tx.pendingUpload.findUnique({ where: { id: uploadId } });
  if (!upload || upload.purpose !== purpose || (uploadedBy && upload.uploadedBy !== uploadedBy))
    throw new AppError("invalid", MESSAGES.invalidInput, { fields: { file: UPLOAD_MESSAGES.gone } });
  await tx.pendingUpload.delete({ where: { id: uploadId } });
  return { storageKey: upload.storageKey, originalName: upload.originalName, contentType: upload.contentType, size: upload.size };
}

/** Removes uploads abandoned for longer than the TTL, files first. */
export async function sweepStaleUploads(now = Date.now()): Promise<number> {
  const db = await prisma();
  const stale = await db.pendingUpload.findMany({
    where: { createdAt: { lt: new Date(now - PENDING_UPLOAD_TTL_MS) } },
    select: { id: true, storageKey: true },
  });
  if (!stale.length) return 0;
  const store = storage();
  for (const upload of stale) await store.delete(upload.storageKey);
  await db.pendingUpload.deleteMany({ where: { id: { in: stale.map((upload) => upload.id) } } });
  return stale.length;
}
