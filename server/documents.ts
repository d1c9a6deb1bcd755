import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { assertSignedIn, isAdmin, type Actor } from "./auth/actor";
import { notFound, rowId, visibleDocument } from "./access";
import { prisma } from "./db";
import { instant } from "./dto";

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
