import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { notFound, rowId } from "../core/access";
import type { Actor } from "../core/actor";
import { auditedDelete } from "../audit/audited-delete";
import { recordCreate, recordUpdate, type RowLog } from "../audit/snapshots";
import { fullName } from "../shared/dto";
import { assertReferences } from "../shared/references";
import { prisma } from "../platform/database/client";
import { errorField, logger } from "../platform/log/logger";
import { storage } from "../platform/storage";

/** The rows that carry a file of their own: documents and contracts. */
type UploadPurpose = "document" | "contract";
import { claimUpload } from "./pending-uploads";
import { safeFileName } from "./file-name";

/** The file columns a document or contract shares. */
export type FileColumns = {
  fileUrl: string;
  fileSize: number | null;
  storageKey: string | null;
  originalName: string | null;
  contentType: string | null;
};

/** What a document's or contract's answer shows of its file and its operation. */
export type FileRowDto = {
  id: string;
  operationId: string;
  operationTitle: string;
  /** The one participation it is addressed to (only that investor and the admins see it); null for the whole operation. */
  investmentId: string | null;
  /** The name (or e-mail) of that participation's investor; null for the whole operation. */
  addressee: string | null;
  type: string;
  fileUrl: string;
  fileSize: number | null;
  /** The uploaded file's own name; null for an external link. */
  originalName: string | null;
  /** Only for admins, in the back-office list: distinct investors who downloaded the file. */
  downloads?: number;
};

/** The columns a `FileRowDto` is read from. */
export const FILE_ROW_SELECT = {
  id: true,
  type: true,
  fileUrl: true,
  fileSize: true,
  originalName: true,
  investmentId: true,
  investment: { select: { user: { select: { firstName: true, lastName: true, email: true } } } },
  operation: { select: { id: true, title: true } },
} as const;

type Person = { firstName: string | null; lastName: string | null; email: string | null };
type FileRowColumns = Omit<FileRowDto, "operationId" | "operationTitle" | "addressee" | "downloads"> & {
  operation: { id: string; title: string };
  investment: { user: Person } | null;
};

export function fileRowDto(row: FileRowColumns): FileRowDto {
  return {
    id: row.id,
    operationId: row.operation.id,
    operationTitle: row.operation.title,
    investmentId: row.investmentId,
    addressee: row.investment ? (fullName(row.investment.user) ?? row.investment.user.email) : null,
    type: row.type,
    fileUrl: row.fileUrl,
    fileSize: row.fileSize,
    // Shown as stored, less the invisible characters a row stored before the upload's rule may hold.
    originalName: row.originalName && safeFileName(row.originalName, null),
  };
}

/** Where an uploaded file of a document or contract is downloaded: its API's `fileUrl`. */
export const fileRoute = (purpose: UploadPurpose, id: string) => `/api/${purpose === "document" ? "documents" : "contracts"}/${id}/file`;

/** The columns to read a row's current file by. */
const FILE_SELECT = { storageKey: true, fileUrl: true, fileSize: true, originalName: true, contentType: true } as const;

type Requested = {
  operationId: string;
  /** The one participation of the operation it is addressed to (null: all of them). */
  investmentId?: string | null;
  fileUrl?: string | null;
  fileSize?: number | null;
  uploadId?: string | null;
};
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

/** A document's or contract's table (a transaction's), as the shared writes read and delete its rows. */
type FileTable<F, K extends string> = {
  findUnique(args: { where: { id: string }; select: typeof FILE_SELECT & F }): PromiseLike<Current | null>;
  delete(args: { where: { id: string }; select: { storageKey: true } & F }): PromiseLike<{ storageKey: string | null } & Named<K>>;
};

/** A row read with the field it is named by. */
type Named<K extends string> = Record<K, string>;

/**
 * How a document or contract is written with its file: its kind and table, the fields the audit log
 * keeps of it and the one of them the log names it by.
 */
export type FileRow<F, K extends string> = { purpose: UploadPurpose; table: (tx: Tx) => FileTable<F, K>; fields: F; label: K };

/** The audit log's description of a file row's entity (RowLog), from the FileRow's kind, fields and name. */
function logOf<F extends Record<string, unknown>, K extends string>(kind: FileRow<F, K>): RowLog<Named<K>> {
  return { entityType: kind.purpose, fields: kind.fields, label: (row) => row[kind.label] };
}

export function fileRow<F extends Record<string, unknown>, K extends keyof F & string>(
  purpose: UploadPurpose,
  table: (tx: Tx) => FileTable<NoInfer<F>, NoInfer<K>>,
  fields: F,
  label: K,
): FileRow<F, K> {
  return { purpose, table, fields, label };
}

/**
 * Creates a row with its file (an upload attached, or a link) and its "create" audit row, in one
 * transaction, once its operation (and the participation it is addressed to) is known to exist.
 */
export async function createWithFile<F extends Record<string, unknown>, K extends string, R extends Named<K> & { id: string }>(
  actor: Actor,
  kind: FileRow<F, K>,
  requested: Requested,
  create: (tx: Tx, id: string, file: FileColumns) => Promise<R>,
): Promise<R> {
  await assertReferences({ operationId: requested.operationId, investmentId: requested.investmentId });
  const db = await prisma();
  const id = randomUUID();
  return db.$transaction(async (tx) => {
    const created = await create(tx, id, (await resolveFile(tx, kind.purpose, id, requested, null)).columns);
    await recordCreate(tx, actor, logOf(kind), created);
    return created;
  });
}

/**
 * Updates a row and its file, with its "update" audit row, in one transaction, once its operation
 * (and the participation it is addressed to) is known to exist; the file it replaced is deleted after the commit. A missing row is a 404.
 */
export async function updateWithFile<F extends Record<string, unknown>, K extends string, R extends Named<K>>(
  actor: Actor,
  kind: FileRow<F, K>,
  id: string,
  requested: Requested,
  update: (tx: Tx, file: FileColumns) => Promise<R>,
): Promise<R> {
  await assertReferences({ operationId: requested.operationId, investmentId: requested.investmentId });
  rowId(id); // 404 for anything that cannot be an id, before the row is read
  const db = await prisma();
  const { result, replacedKey } = await db.$transaction(async (tx) => {
    const existing = await kind.table(tx).findUnique({ where: { id }, select: { ...FILE_SELECT, ...kind.fields } });
    if (!existing) notFound();
    const { columns, replacedKey } = await resolveFile(tx, kind.purpose, id, requested, existing);
    const updated = await update(tx, columns);
    await recordUpdate(tx, actor, logOf(kind), id, existing, updated);
    return { result: updated, replacedKey };
  });
  await removeStoredFiles([replacedKey]);
  return result;
}

/** Deletes a row (a missing one is a 404) with its "delete" audit row, in one transaction, and its stored file once that has committed. */
export async function deleteWithFile<F extends Record<string, unknown>, K extends string>(
  actor: Actor,
  kind: FileRow<F, K>,
  id: string,
): Promise<void> {
  const storageKey = await auditedDelete(actor, kind.purpose, id, async (tx) => {
    const row = await kind.table(tx).delete({ where: { id: rowId(id) }, select: { storageKey: true as const, ...kind.fields } });
    const { storageKey, ...before } = row;
    return { label: row[kind.label], before, keep: storageKey };
  });
  await removeStoredFiles([storageKey]);
}

/**
 * What to read of a participation before deleting it: the papers addressed to it go with it by the
 * database's cascade (addressed to one investor, they must never fall back to the whole operation),
 * and their stored files after the commit (`addressedFiles`).
 */
export const ADDRESSED_PAPERS = {
  documents: { select: { storageKey: true } },
  contracts: { select: { storageKey: true } },
} as const;

type AddressedPapers = { documents: { storageKey: string | null }[]; contracts: { storageKey: string | null }[] };

/** The deleted papers counted for the audit row, and their stored files to remove. */
export function addressedFiles(participations: AddressedPapers[]) {
  return {
    counts: {
      documentsDeleted: participations.reduce((n, p) => n + p.documents.length, 0),
      contractsDeleted: participations.reduce((n, p) => n + p.contracts.length, 0),
    },
    keys: participations.flatMap((p) => [...p.documents, ...p.contracts].map((paper) => paper.storageKey)),
  };
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
