import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { notFound } from "../auth/access";
import type { Actor } from "../auth/actor";
import { recordAudit } from "../audit/record";
import { pickFields } from "../audit/snapshots";
import { prisma } from "../db";
import { errorField, logger } from "../log/logger";
import { storage, type UploadPurpose } from "../storage";
import { claimUpload } from "./pending-uploads";

/** The file columns a document or contract shares. */
export type FileColumns = {
  fileUrl: string;
  fileSize: number | null;
  storageKey: string | null;
  originalName: string | null;
  contentType: string | null;
};

/** Where an uploaded file of a document or contract is downloaded: its API's `fileUrl`. */
export const fileRoute = (purpose: UploadPurpose, id: string) => `/api/${purpose === "document" ? "documents" : "contracts"}/${id}/file`;

/** The columns to read a row's current file by. */
export const FILE_SELECT = { storageKey: true, fileUrl: true, fileSize: true, originalName: true, contentType: true } as const;

type Requested = { fileUrl?: string | null; fileSize?: number | null; uploadId?: string | null };
type Current = {
  storageKey: string | null;
  fileUrl: string;
  fileSize: number | null;
  originalName: string | null;
  contentType: string | null;
};

/**
 * The file columns of a write, inside its transaction, and the stored file it replaces (to delete
 * once the transaction has committed):
 *  - a new upload is attached (its size is the real one, the URL its download route);
 *  - the row's own download route sent back unchanged keeps the stored file;
 *  - any other address is an external link, and a stored file the row had goes.
 */
export async function resolveFile(
  tx: Prisma.TransactionClient,
  purpose: UploadPurpose,
  id: string,
  requested: Requested,
  current: Current | null,
): Promise<{ columns: FileColumns; replacedKey: string | null }> {
  const previousKey = current?.storageKey ?? null;
  if (requested.uploadId) {
    const file = await claimUpload(tx, requested.uploadId, purpose);
    return {
      columns: {
        fileUrl: fileRoute(purpose, id),
        fileSize: file.size,
        storageKey: file.storageKey,
        originalName: file.originalName,
        contentType: file.contentType,
      },
      replacedKey: previousKey,
    };
  }
  if (current?.storageKey && (!requested.fileUrl || requested.fileUrl === fileRoute(purpose, id))) {
    const { storageKey, fileUrl, fileSize, originalName, contentType } = current;
    return { columns: { storageKey, fileUrl, fileSize, originalName, contentType }, replacedKey: null };
  }
  return {
    columns: {
      fileUrl: requested.fileUrl ?? "",
      fileSize: requested.fileSize ?? null,
      storageKey: null,
      originalName: null,
      contentType: null,
    },
    replacedKey: previousKey,
  };
}

type Tx = Prisma.TransactionClient;

/** How the audit log records a document or contract: who writes, which fields it keeps, the row's name. */
export type FileRowAudit<R> = { actor: Actor; fields: Record<string, unknown>; label: (row: R) => string };

/** Creates a row with its file (an upload attached, or a link) and its "create" audit row, in one transaction. */
export async function createWithFile<R extends object>(
  purpose: UploadPurpose,
  requested: Requested,
  audit: FileRowAudit<R>,
  create: (tx: Tx, id: string, file: FileColumns) => Promise<R>,
): Promise<R> {
  const db = await prisma();
  const id = randomUUID();
  return db.$transaction(async (tx) => {
    const created = await create(tx, id, (await resolveFile(tx, purpose, id, requested, null)).columns);
    const after = pickFields(created, audit.fields);
    await recordAudit(tx, audit.actor, { action: "create", entityType: purpose, entityId: id, entityLabel: audit.label(created), after });
    return created;
  });
}

/**
 * Updates a row and its file, with its "update" audit row, in one transaction; the file it
 * replaced is deleted after the commit. `current` reads the row as it was (404 when missing).
 */
export async function updateWithFile<R extends object, C extends Current>(
  purpose: UploadPurpose,
  id: string,
  requested: Requested,
  audit: FileRowAudit<R>,
  current: (tx: Tx) => Promise<C | null>,
  update: (tx: Tx, file: FileColumns) => Promise<R>,
): Promise<R> {
  const db = await prisma();
  const { result, replacedKey } = await db.$transaction(async (tx) => {
    const existing = await current(tx);
    if (!existing) notFound();
    const { columns, replacedKey } = await resolveFile(tx, purpose, id, requested, existing);
    const updated = await update(tx, columns);
    const [before, after] = [pickFields(existing, audit.fields), pickFields(updated, audit.fields)];
    await recordAudit(tx, audit.actor, {
      action: "update",
      entityType: purpose,
      entityId: id,
      entityLabel: audit.label(updated),
      before,
      after,
    });
    return { result: updated, replacedKey };
  });
  await removeStoredFiles([replacedKey]);
  return result;
}

/** Deletes stored files after the rows that named them are gone (a failure is logged, not thrown). */
export async function removeStoredFiles(keys: (string | null | undefined)[]): Promise<void> {
  const present = keys.filter((key): key is string => Boolean(key));
  if (!present.length) return;
  const store = storage();
  for (const key of present) {
    try {
      await store.delete(key);
    } catch (error) {
      logger().error({ msg: "stored file not deleted", key, error: errorField(error) });
    }
  }
}
