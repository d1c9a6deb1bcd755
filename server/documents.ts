import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { TableQuery, TablePage } from "@/lib/table-query";
import { documentSchema, type DocumentValues } from "@/lib/validations/document";
import { assertAdmin, assertSignedIn, isAdmin, type Actor } from "./auth/actor";
import { assertReferences, onExistingRow } from "./admin-writes";
import { notFound, rowId, visibleDocument } from "./access";
import { prisma } from "./db";
import { instant } from "./dto";
import { readPage } from "./paging";

export type DocumentDto = {
  id: string;
  operationId: string;
  operationTitle: string;
  name: string;
  type: string;
  fileUrl: string;
  fileSize: number | null;
  uploadedAt: string;
  isPublic: boolean;
  visibleToInvestors: boolean;
  /** Only for admins. */
  uploadedBy?: string | null;
};

const select = {
  id: true,
  name: true,
  type: true,
  fileUrl: true,
  fileSize: true,
  uploadedAt: true,
  uploadedBy: true,
  isPublic: true,
  visibleToInvestors: true,
  operation: { select: { id: true, title: true } },
} satisfies Prisma.DocumentSelect;

type Row = Prisma.DocumentGetPayload<{ select: typeof select }>;

function toDto(row: Row, actor: Actor): DocumentDto {
  return {
    id: row.id,
    operationId: row.operation.id,
    operationTitle: row.operation.title,
    name: row.name,
    type: row.type,
    fileUrl: row.fileUrl,
    fileSize: row.fileSize,
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

export async function getDocument(actor: Actor | null, id: string): Promise<DocumentDto> {
  assertSignedIn(actor);
  const db = await prisma();
  const row = await db.document.findFirst({ where: { AND: [{ id: rowId(id) }, visibleDocument(actor)] }, select });
  return row ? toDto(row, actor) : notFound();
}

function documentData(values: DocumentValues) {
  const { uploadedBy: _ignored, fileSize, ...rest } = values;
  return { ...rest, fileSize };
}

/** Creates a document; the uploader recorded is the admin who makes the request. */
export async function createDocument(actor: Actor | null, input: unknown): Promise<DocumentDto> {
  assertAdmin(actor);
  const values = documentSchema.parse(input);
  await assertReferences({ operationId: values.operationId });
  const db = await prisma();
  const row = await db.document.create({ data: { ...documentData(values), uploadedBy: actor.id }, select });
  return toDto(row, actor);
}

export async function updateDocument(actor: Actor | null, id: string, input: unknown): Promise<DocumentDto> {
  assertAdmin(actor);
  const values = documentSchema.parse(input);
  await assertReferences({ operationId: values.operationId });
  const db = await prisma();
  const row = await onExistingRow(() => db.document.update({ where: { id: rowId(id) }, data: documentData(values), select }));
  return toDto(row, actor);
}

export async function deleteDocument(actor: Actor | null, id: string): Promise<void> {
  assertAdmin(actor);
  const db = await prisma();
  await onExistingRow(() => db.document.delete({ where: { id: rowId(id) }, select: { id: true } }));
}

export const DOCUMENT_SORTS = ["uploadedAt", "name", "type"] as const;
export type DocumentQuery = TableQuery<(typeof DOCUMENT_SORTS)[number], "visibility">;

/** Documentos: search in name, type and operation title (specification §2), paged on the server. */
export async function listDocumentsPage(actor: Actor | null, query: DocumentQuery): Promise<TablePage<DocumentDto>> {
  assertAdmin(actor);
  const db = await prisma();
  const contains = { contains: query.q, mode: "insensitive" as const };
  const visibility = query.filters.visibility;
  const where: Prisma.DocumentWhereInput = {
    AND: [
      query.q ? { OR: [{ name: contains }, { type: contains }, { operation: { title: contains } }] } : {},
      visibility === "public" ? { isPublic: true } : visibility === "private" ? { isPublic: false } : {},
    ],
  };
  return readPage(
    query,
    (window) => db.document.findMany({ where, select, ...window }),
    (limit) => db.document.count({ where, ...limit }),
    (row) => toDto(row, actor),
  );
}
