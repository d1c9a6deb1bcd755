import "server-only";
import { assertAdmin, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { fullName, instant } from "../shared/dto";
import { NEWEST_FIRST, toUpdateDto, UPDATE_SELECT, type UpdateDto } from "./dto";

/** An update as the back-office lists it: who posted it, how many it was for and how many opened it. */
export type PostedUpdateDto = Omit<UpdateDto, "readAt"> & { author: string | null; recipients: number; read: number };

/** One of its recipients: how they were told and when they opened it. */
export type UpdateReaderDto = { userId: string; name: string; email: string | null; delivery: string; readAt: string | null };

export type UpdateWithReadersDto = PostedUpdateDto & { readers: UpdateReaderDto[] };

const ADMIN_SELECT = {
  ...UPDATE_SELECT,
  author: { select: { firstName: true, lastName: true, email: true } },
  _count: { select: { recipients: true } },
} as const;

type AdminRow = Awaited<ReturnType<typeof readRows>>[number];

function readRows(where: { operationId?: string; id?: string }) {
  return prisma().then((db) => db.operationUpdate.findMany({ where, select: ADMIN_SELECT, orderBy: NEWEST_FIRST }));
}

async function readCounts(ids: string[]): Promise<Map<string, number>> {
  const db = await prisma();
  const counts = await db.operationUpdateRecipient.groupBy({
    by: ["updateId"],
    where: { updateId: { in: ids }, readAt: { not: null } },
    _count: true,
  });
  return new Map(counts.map((row) => [row.updateId, row._count]));
}

function toPosted(row: AdminRow, read: number): PostedUpdateDto {
  const { readAt: _readAt, ...update } = toUpdateDto(row);
  return { ...update, author: row.author ? (fullName(row.author) ?? row.author.email) : null, recipients: row._count.recipients, read };
}

/** The operation page's "Novedades": every update of the operation, newest first. */
export async function listOperationUpdates(actor: Actor | null, operationId: string): Promise<PostedUpdateDto[]> {
  assertAdmin(actor);
  const rows = await readRows({ operationId: rowId(operationId) });
  const read = await readCounts(rows.map((row) => row.id));
  return rows.map((row) => toPosted(row, read.get(row.id) ?? 0));
}

/** One update with its recipients, those who opened it first (the admin's "who read it"). */
export async function getUpdateWithReaders(actor: Actor | null, id: string): Promise<UpdateWithReadersDto> {
  assertAdmin(actor);
  const [row] = await readRows({ id: rowId(id) });
  if (!row) notFound();
  const db = await prisma();
  const recipients = await db.operationUpdateRecipient.findMany({
    where: { updateId: row.id },
    select: { userId: true, delivery: true, readAt: true, user: { select: { firstName: true, lastName: true, email: true } } },
    orderBy: [{ readAt: { sort: "asc", nulls: "last" } }, { userId: "asc" }],
  });
  const readers = recipients.map((r) => ({
    userId: r.userId,
    name: fullName(r.user) ?? r.user.email ?? "—",
    email: r.user.email,
    delivery: r.delivery,
    readAt: r.readAt ? instant(r.readAt) : null,
  }));
  return { ...toPosted(row, readers.filter((r) => r.readAt).length), readers };
}

/** The documents of the operation an update may carry: those every investor of it sees (not addressed to one participation). */
export async function attachableDocuments(actor: Actor | null, operationId: string): Promise<{ id: string; name: string }[]> {
  assertAdmin(actor);
  const db = await prisma();
  return db.document.findMany({
    where: { operationId: rowId(operationId), investmentId: null, OR: [{ visibleToInvestors: true }, { isPublic: true }] },
    select: { id: true, name: true },
    orderBy: [{ uploadedAt: "desc" }, { id: "asc" }],
  });
}
