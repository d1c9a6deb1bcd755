import "server-only";
import type { Bounded, ListWindow } from "../shared/bounded-list";
import { updateBody } from "../shared/update-body";
import type { Prisma } from "@/generated/prisma/client";
import { documentSchema, type DocumentValues } from "@/lib/validations/document";
import { assertAdmin, assertSignedIn, isAdmin, type Actor } from "../core/actor";
import { documentsOf, found, PUBLIC_DOCUMENT, visibleDocument, visibleRow } from "../core/access";
import { prisma } from "../platform/database/client";
import { instant } from "../shared/dto";
import { adminList } from "../shared/paging";
import { withDownloadCounts } from "../files/download-log";
import { notifyNewFile } from "../mail/notifications";
import { HAS_STORED_FILE, SERVED_FILE, servedFile, type ServedFile } from "../files/serve-file";
import {
  createWithFile,
  deleteWithFile,
  FILE_ROW_SELECT,
  fileRow,
  fileRowDto,
  updateWithFile,
  type FileRowDto,
} from "../files/stored-file";
import { DOCUMENT_AUDIT } from "../audit/snapshots";

export type DocumentDto = FileRowDto & {
  name: string;
  uploadedAt: string;
  isPublic: boolean;
  visibleToInvestors: boolean;
  /** Only for admins. */
  uploadedBy?: string | null;
};

const select = {
  ...FILE_ROW_SELECT,
  name: true,
  storageKey: true,
  contentType: true,
  uploadedAt: true,
  uploadedBy: true,
  isPublic: true,
  visibleToInvestors: true,
} satisfies Prisma.DocumentSelect;

type Row = Prisma.DocumentGetPayload<{ select: typeof select }>;

function toDto(row: Row, actor: Actor | null): DocumentDto {
  return {
    ...fileRowDto(row),
    name: row.name,
    uploadedAt: instant(row.uploadedAt),
    isPublic: row.isPublic,
    visibleToInvestors: row.visibleToInvestors,
    ...(isAdmin(actor) ? { uploadedBy: row.uploadedBy } : {}),
  };
}

/** The documents `where` picks, newest first, as `reader` is shown them (the lists). */
const NEWEST_FIRST = [{ uploadedAt: "desc" }, { id: "asc" }] satisfies Prisma.DocumentOrderByWithRelationInput[];

async function readDocuments(where: Prisma.DocumentWhereInput, reader: Actor | null): Promise<DocumentDto[]> {
  const db = await prisma();
  const rows = await db.document.findMany({ where, select, orderBy: NEWEST_FIRST });
  return rows.map((row) => toDto(row, reader));
}

/** Documents the actor may see, newest first: one window of them (server/shared/bounded-list.ts). */
export async function listDocuments(actor: Actor | null, window: ListWindow): Promise<Bounded<DocumentDto>> {
  assertSignedIn(actor);
  const db = await prisma();
  const where = visibleDocument(actor);
  const [rows, total] = await Promise.all([
    db.document.findMany({ where, select, orderBy: NEWEST_FIRST, ...window }),
    db.document.count({ where }),
  ]);
  return { rows: rows.map((row) => toDto(row, actor)), total };
}

/** The signed-in person's own documents, as the investor area lists them (an admin's too), newest first. */
export async function listOwnDocuments(actor: Actor | null): Promise<DocumentDto[]> {
  assertSignedIn(actor);
  return readDocuments(documentsOf(actor.id), null);
}

export async function getDocument(actor: Actor | null, id: string): Promise<DocumentDto> {
  assertSignedIn(actor);
  const db = await prisma();
  return toDto(found(await db.document.findFirst({ where: visibleRow(id, visibleDocument(actor)), select })), actor);
}

function documentData(values: DocumentValues) {
  const { uploadedBy: _uploader, fileSize: _size, fileUrl: _url, uploadId: _upload, ...rest } = values;
  return rest;
}

const DOCUMENT_FILE = fileRow("document", (tx) => tx.document, DOCUMENT_AUDIT, "name");

/**
 * Creates a document, with an uploaded file or an external link, in one transaction; the uploader
 * recorded is the admin who makes the request.
 */
export async function createDocument(actor: Actor | null, input: unknown): Promise<DocumentDto> {
  assertAdmin(actor);
  const values = documentSchema.parse(input);
  const row = await createWithFile(actor, DOCUMENT_FILE, values, async (tx, id, file) => {
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
export const DOCUMENT_READ_ONLY = ["operationTitle", "addressee", "originalName", "uploadedAt"] as const;

/** Updates a document; a replaced stored file is deleted once the change has committed. */
export async function updateDocument(actor: Actor | null, id: string, input: unknown): Promise<DocumentDto> {
  assertAdmin(actor);
  const values = documentSchema.parse(updateBody(input, id, DOCUMENT_READ_ONLY));
  const row = await updateWithFile(actor, DOCUMENT_FILE, id, values, (tx, file) =>
    tx.document.update({ where: { id }, data: { ...documentData(values), ...file }, select: { ...select, ...DOCUMENT_AUDIT } }),
  );
  return toDto(row, actor);
}

export async function deleteDocument(actor: Actor | null, id: string): Promise<void> {
  assertAdmin(actor);
  await deleteWithFile(actor, DOCUMENT_FILE, id);
}

/**
 * The stored file of a document the actor may download: a public one for anyone, the others for
 * admins and for investors of its operation (when visible to investors; when addressed to one
 * participation, its investor only). Anything else is a 404, so an id is never confirmed.
 */
export async function documentFile(actor: Actor | null, id: string): Promise<ServedFile> {
  const db = await prisma();
  const where: Prisma.DocumentWhereInput = actor ? visibleDocument(actor) : PUBLIC_DOCUMENT;
  return servedFile(
    await db.document.findFirst({
      where: visibleRow<Prisma.DocumentWhereInput>(id, where, HAS_STORED_FILE),
      select: { ...SERVED_FILE, isPublic: true },
    }),
  );
}

export const DOCUMENT_SORTS = ["uploadedAt", "name", "type"] as const;

/**
 * Documentos: search in name, type and operation title (docs/specification.md §2), paged on the server;
 * the query read the same way by the admin page and the API route.
 */
export const { parse: parseDocumentQuery, page: listDocumentsPage } = adminList({
  sortable: DOCUMENT_SORTS,
  defaultSort: "uploadedAt",
  filters: ["visibility"],
  search: (contains) => [{ name: contains }, { type: contains }, { operation: { title: contains } }],
  filter: ({ visibility }) => [visibility === "public" ? { isPublic: true } : visibility === "private" ? { isPublic: false } : {}],
  rows: (db, args) => db.document.findMany({ ...args, select }),
  count: (db, args) => db.document.count(args),
  toDto,
  annotate: (page) => withDownloadCounts("document", page),
});
