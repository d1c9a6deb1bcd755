import "server-only";
import type { TablePage } from "@/lib/table-query";
import type { Actor } from "../auth/actor";
import { assertAdmin } from "../auth/actor";
import { prisma } from "../db";
import { recordAudit } from "../audit/record";
import { instant } from "../shared/dto";
import { rowId } from "../auth/access";

export type FileKind = "document" | "contract";

/** Records one download of a private file: who (and their e-mail then), which file, when, from where. */
export async function recordDownload(actor: Actor | null, kind: FileKind, id: string, address: string | null): Promise<void> {
  const db = await prisma();
  await db.$transaction(async (tx) => {
    await tx.downloadLog.create({
      data: {
        ...(kind === "document" ? { documentId: id } : { contractId: id }),
        userId: actor?.id ?? null,
        userEmail: actor?.email ?? null,
        address: address?.slice(0, 64) || null,
      },
      select: { id: true },
    });
    const name =
      kind === "document"
        ? (await tx.document.findUnique({ where: { id }, select: { name: true } }))?.name
        : (await tx.contract.findUnique({ where: { id }, select: { title: true } }))?.title;
    await recordAudit(tx, actor, { action: "download", entityType: kind, entityId: id, entityLabel: name ?? null });
  });
}

export type DownloadDto = {
  userId: string | null;
  name: string;
  email: string | null;
  role: string | null;
  address: string | null;
  downloadedAt: string;
};
export type DownloadsDto = { investors: number; downloads: DownloadDto[] };

/** Who downloaded a document or contract, newest first, and how many distinct investors (admins only). */
export async function listDownloads(actor: Actor | null, kind: FileKind, id: string): Promise<DownloadsDto> {
  assertAdmin(actor);
  const db = await prisma();
  const where = kind === "document" ? { documentId: rowId(id) } : { contractId: rowId(id) };
  const rows = await db.downloadLog.findMany({
    where,
    orderBy: [{ downloadedAt: "desc" }, { id: "asc" }],
    take: 500,
    select: {
      userId: true,
      userEmail: true,
      address: true,
      downloadedAt: true,
      user: { select: { firstName: true, lastName: true, role: true } },
    },
  });
  const investors = new Set(rows.filter((row) => row.user?.role === "investor").map((row) => row.userId));
  return {
    investors: investors.size,
    downloads: rows.map((row) => ({
      userId: row.userId,
      name: row.user ? [row.user.firstName, row.user.lastName].filter(Boolean).join(" ") : (row.userEmail ?? "Usuario eliminado"),
      email: row.userEmail,
      role: row.user?.role ?? null,
      address: row.address,
      downloadedAt: instant(row.downloadedAt),
    })),
  };
}

/** A page of the admin list with, on each row, the distinct investors who downloaded its file. */
export async function withDownloadCounts<T extends { id: string }>(
  kind: FileKind,
  page: TablePage<T>,
): Promise<TablePage<T & { downloads: number }>> {
  const counts = await investorDownloadCounts(
    kind,
    page.rows.map((row) => row.id),
  );
  return { ...page, rows: page.rows.map((row) => ({ ...row, downloads: counts.get(row.id) ?? 0 })) };
}

async function investorDownloadCounts(kind: FileKind, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const db = await prisma();
  const column = kind === "document" ? "document_id" : "contract_id";
  const rows = await db.$queryRawUnsafe<{ id: string; investors: bigint }[]>(
    `SELECT l.${column}::text AS id, COUNT(DISTINCT l.user_id) AS investors
       FROM download_logs l JOIN users u ON u.id = l.user_id AND u.role = 'investor'
      WHERE l.${column} = ANY($1::uuid[]) GROUP BY l.${column}`,
    ids,
  );
  return new Map(rows.map((row) => [row.id, Number(row.investors)]));
}
