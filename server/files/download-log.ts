import "server-only";
import type { TablePage } from "@/lib/table-query";
import type { Actor } from "../core/actor";
import { assertAdmin } from "../core/actor";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { instant } from "../shared/dto";
import { rowId } from "../core/access";

export type FileKind = "document" | "contract";

/**
 * A person's requests for one file within this time of their last logged download are parts of
 * that download (a resumed or segmented download, a viewer fetching pages): not logged again.
 */
export const DOWNLOAD_LOG_WINDOW_MS = 10 * 60 * 1000;

/**
 * Logs a download of a private file — who (and their e-mail then), which file, when, from where —
 * with its audit row, unless the same person has a logged download of that file within
 * DOWNLOAD_LOG_WINDOW_MS. Whatever the request's range, so no way of writing it skips the log.
 * The check reads the database under a transaction-scoped advisory lock on (file, person), so
 * simultaneous requests, on any instance, log one row between them. Returns whether it logged.
 */
export async function recordDownload(actor: Actor | null, kind: FileKind, id: string, address: string | null): Promise<boolean> {
  const db = await prisma();
  const userId = actor?.id ?? null;
  const at = address?.slice(0, 64) || null;
  const file = kind === "document" ? { documentId: id } : { contractId: id };
  const person = userId ? { userId } : { userId: null, address: at };
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`download:${kind}:${id}:${userId ?? `@${at ?? ""}`}`}, 0))`;
    const recent = await tx.downloadLog.findFirst({
      where: { ...file, ...person, downloadedAt: { gt: new Date(Date.now() - DOWNLOAD_LOG_WINDOW_MS) } },
      select: { id: true },
    });
    if (recent) return false;
    await tx.downloadLog.create({
      data: { ...file, userId, userEmail: actor?.email ?? null, address: at },
      select: { id: true },
    });
    const name =
      kind === "document"
        ? (await tx.document.findUnique({ where: { id }, select: { name: true } }))?.name
        : (await tx.contract.findUnique({ where: { id }, select: { title: true } }))?.title;
    await recordAudit(tx, actor, { action: "download", entityType: kind, entityId: id, entityLabel: name ?? null });
    return true;
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
