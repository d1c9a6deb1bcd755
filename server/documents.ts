import "server-only";
import { updateBody } from "./http/update-body";
import type { Prisma } from "@/generated/prisma/client";
import { tableQueryParser, type TableQuery, type TablePage } from "@/lib/table-query";
import { documentSchema, type DocumentValues } from "@/lib/validations/document";
import { assertAdmin, assertSignedIn, isAdmin, type Actor } from "./auth/actor";
import { assertReferences } from "./shared/references";
import { documentsOf, notFound, rowId, visibleDocument } from "./auth/access";
import { prisma } from "./db";
import { auditedDelete } from "./audit/audited-delete";
import { instant } from "./shared/dto";
import { readPage } from "./shared/paging";
import { searchWhere } from "./shared/search";
import { withDownloadCounts } from "./files/download-log";
import { notifyNewFile } from "./mail/notifications";
import type { ServedFile } from "./files/serve-file";
import { createWithFile, FILE_SELECT, removeStoredFiles, updateWithFile, type FileRowAudit } from "./files/stored-file";
import { DOCUMENT_AUDIT } from "./audit/snapshots";

export type DocumentDto = {
  id: string;
  operationId: string;
  operationTitle: string;
  name: string;
  type: string;
  fileUrl: string;
  fileSize: number | null;
  /** The uploaded file's own name; null for an external link. */
  originalName: string | null;
  uploadedAt: string;
  isPublic: boolean;
  visibleToInvestors: boolean;
  /** Only for admins. */
  uploadedBy?: string | null;
  /** Only for admins, in the back-office list: distinct investors who downloaded the file. */
  downloads?: number;
};

const select = {
  id: true,
  name: true,
  type: true,
  fileUrl: true,
  fileSize: true,
  storageKey: true,
  originalName: true,
  contentType: true,
  uploadedAt: true,
  uploadedBy: true,
  isPublic: true,
  visibleToInvestors: true,
  operation: { select: { id: true, title: true } },
} satisfies Prisma.DocumentSelect;

type Row = Prisma.DocumentGetPayload<{ select: typeof select }>;

function toDto(row: Row, actor: Actor | null): DocumentDto {
  return {
    id: row.id,
    operationId: row.operation.id,
    operationTitle: row.operation.title,
    name: row.name,
    type: row.type,
    fileUrl: row.fileUrl,
    fileSize: row.fileSize,
    originalName: row.originalName,
    uploadedAt: instant(row.uploadedAt),
    isPublic: row.isPublic,
    visibleToInvestors: row.visibleToInvestors,
    ...(isAdmin(actor) ? { uploadedBy: row.uploadedBy } : {}),
  };
}

/** Documents the actor may see, newest first. */
export async function listDocuments(actor: Actor | null): Promise<DocumentDto[]> {
  assertSignedIn(actor);
  const db = await prisma();
  const rows = await db.document.findMany({ where: visibleDocument(actor), select, orderBy: [{ uploadedAt: "desc" }, { id: "asc" }] });
  return rows.map((row) => toDto(row, actor));
}

/** The signed-in person's own documents, as the investor area lists them (an admin's too), newest first. */
export async function listOwnDocuments(actor: Actor | null): Promise<DocumentDto[]> {
  assertSignedIn(actor);
  const db = await prisma();
  const rows = await db.document.findMany({ where: documentsOf(actor.id), select, orderBy: [{ uploadedAt: "desc" }, { id: "asc" }] });
  return rows.map((row) => toDto(row, null));
}

export async function getDocument(actor: Actor | null, id: string): Promise<DocumentDto> {
  assertSignedIn(actor);
  const db = await prisma();
  const row = await db.document.findFirst({ where: { AND: [{ id: rowId(id) }, visibleDocument(actor)] }, select });
  return row ? toDto(row, actor) : notFound();
}

function documentData(values: DocumentValues) {
  const { uploadedBy: _uploader, fileSize: _size, fileUrl: _url, uploadId: _upload, ...rest } = values;
  return rest;
}

const documentAudit = (actor: Actor): FileRowAudit<{ name: string }> => ({ actor, fields: DOCUMENT_AUDIT, label: (row) => row.name });

/**
 * Creates a document, with an uploaded file or an external link, in one transaction; the uploader
 * recorded is the admin who makes the request.
 */
export async function createDocument(actor: Actor | null, input: unknown): Promise<DocumentDto> {
  assertAdmin(actor);
  const values = documentSchema.parse(input);
  await assertReferences({ operationId: values.operationId });
  const row = await createWithFile("document", values, documentAudit(actor), async (tx, id, file) => {
    const created = await tx.document.create({
      data: { id, ...documentData(values), ...file, uploadedBy: actor.id },
      select: { ...select, ...DOCUMENT_AUDIT },
    });
    await notifyNewFile(tx, { kind: "document", ...values });
    return created;
  });
  return toDto(row, actor);
}

/** Fields of the GET answer that a PUT ignores (besides the id). */
export const DOCUMENT_READ_ONLY = ["operationTitle", "originalName", "uploadedAt"] as const;

/** Updates a document; a replaced stored file is deleted once the change has committed. */
export async function updateDocument(actor: Actor | null, id: string, input: unknown): Promise<DocumentDto> {
  assertAdmin(actor);
  const values = documentSchema.parse(updateBody(input, id, DOCUMENT_READ_ONLY));
  await assertReferences({ operationId: values.operationId });
  const row = await updateWithFile(
    "document",
    rowId(id),
    values,
    documentAudit(actor),
    (tx) => tx.document.findUnique({ where: { id }, select: { ...FILE_SELECT, ...DOCUMENT_AUDIT } }),
    (tx, file) =>
      tx.document.update({ where: { id }, data: { ...documentData(values), ...file }, select: { ...select, ...DOCUMENT_AUDIT } }),
  );
  return toDto(row, actor);
}

export async function deleteDocument(actor: Actor | null, id: string): Promise<void> {
  assertAdmin(actor);
  const storageKey = await auditedDelete(actor, "document", id, async (tx) => {
    const { storageKey, ...before } = await tx.document.delete({
      where: { id: rowId(id) },
      select: { storageKey: true, ...DOCUMENT_AUDIT },
    });
    return { label: before.name, before, keep: storageKey };
  });
  await removeStoredFiles([storageKey]);
}

/**
 * The stored file of a document the actor may download: a public one for anyone, the others for
 * admins and for investors of its operation (when visible to investors). Anything else is a 404,
 * so an id is never confirmed.
 */
export async function documentFile(actor: Actor | null, id: string): Promise<ServedFile> {
  const db = await prisma();
  const where: Prisma.DocumentWhereInput = actor ? visibleDocument(actor) : { isPublic: true };
  const row = await db.document.findFirst({
    where: { AND: [{ id: rowId(id) }, where, { storageKey: { not: null } }] },
    select: { storageKey: true, originalName: true, contentType: true, isPublic: true },
  });
  if (!row?.storageKey) notFound();
  return { storageKey: row.storageKey, originalName: row.originalName, contentType: row.contentType, isPublic: row.isPublic };
}

export const DOCUMENT_SORTS = ["uploadedAt", "name", "type"] as const;
export type DocumentQuery = TableQuery<(typeof DOCUMENT_SORTS)[number], "visibility">;
/** The list's query, read the same way by the admin page and the API route. */
export const parseDocumentQuery = tableQueryParser({
  sortable: DOCUMENT_SORTS,
  defaultSort: "uploadedAt",
  filters: ["visibility"] as const,
});

/** Documentos: search in name, type and operation title (docs/specification.md §2), paged on the server. */
export async function listDocumentsPage(actor: Actor | null, query: DocumentQuery): Promise<TablePage<DocumentDto>> {
  assertAdmin(actor);
  const db = await prisma();
  const visibility = query.filters.visibility;
  const where: Prisma.DocumentWhereInput = {
    AND: [
      searchWhere(query.q, (contains) => [{ name: contains }, { type: contains }, { operation: { title: contains } }]),
      visibility === "public" ? { isPublic: true } : visibility === "private" ? { isPublic: false } : {},
    ],
  };
  const page = await readPage(
    query,
    (window) => db.document.findMany({ where, select, ...window }),
    (limit) => db.document.count({ where, ...limit }),
    (row) => toDto(row, actor),
  );
  return withDownloadCounts("document", page);
}
