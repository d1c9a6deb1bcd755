import "server-only";
import { createHash } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { dayInMadrid } from "@/lib/format";
import { AppError } from "../core/errors";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { newStorageKey, storage } from "../platform/storage";
import { calendarDate } from "../shared/dto";
import { depositSheetContent, operationSheetContent, type SheetContent } from "./content";
import { sheetPdf } from "./pdf";
import { sheetParts } from "./parts";

/**
 * The information sheets' versions (issue 66, item 1). The current version of a sheet is the one whose
 * content (./content.ts) is what the sheet would print now: when that changes — a price, the ticket, a
 * fee, the expected return, a scenario, the conflicts declared, the club's identity — the next reader
 * (a GET of the sheet, or a request naming a version) makes the next version, under a lock so that two
 * at once make one. Each version keeps its content, so its PDF is rendered from what it said, once,
 * into the private storage with its SHA-256. A version is a fact derived from the data, made where it is
 * first needed; nothing else is written by reading a sheet (docs/decisions.md §…).
 */
type Tx = Prisma.TransactionClient;

export type SheetScope = { operationId: string } | "deposit";
export type SheetVersion = { version: number; sha256: string; url: string };
/** A version as a page links to it. */
export type SheetLink = Omit<SheetVersion, "sha256">;

export const FICHA_MESSAGES = {
  changed: (current: number) => `La ficha de información ha cambiado (ahora es la versión ${current}): léela de nuevo antes de continuar`,
} as const;

const scopeKey = (scope: SheetScope) => (scope === "deposit" ? "deposit" : scope.operationId);
const urlOf = (scope: SheetScope, version: number) =>
  scope === "deposit" ? `/api/deposit-accounts/ficha/${version}` : `/api/operations/${scope.operationId}/ficha/${version}`;
/** The hash of what a sheet says — its content drawn as parts, fixed texts included — not of the data alone. */
const hashOf = (content: SheetContent) =>
  createHash("sha256")
    .update(JSON.stringify(sheetParts(content)), "utf8")
    .digest("hex");

const ROW = { id: true, version: true, content: true, storageKey: true, sha256: true, createdAt: true } as const;
type Row = Prisma.InfoSheetGetPayload<{ select: typeof ROW }>;

/** The current version's row of `scope`, made when the content changed (in the caller's transaction); 404 for no operation. */
export async function currentSheetRow(tx: Tx, scope: SheetScope, now = new Date()): Promise<Row> {
  const key = scopeKey(scope);
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`info-sheet:${key}`}))`;
  const year = Number(dayInMadrid(now).slice(0, 4));
  const content = scope === "deposit" ? await depositSheetContent(tx, year) : await operationSheetContent(tx, scope.operationId, year);
  if (!content) notFound();
  const contentHash = hashOf(content);
  const latest = await tx.infoSheet.findFirst({
    where: { scope: key },
    orderBy: { version: "desc" },
    select: { ...ROW, contentHash: true },
  });
  if (latest?.contentHash === contentHash) return latest;
  return tx.infoSheet.create({
    data: {
      scope: key,
      operationId: scope === "deposit" ? null : scope.operationId,
      version: (latest?.version ?? 0) + 1,
      content,
      contentHash,
      createdAt: now,
    },
    select: ROW,
  });
}

/** 409 unless `version` is the sheet's current one (the investor read an older one, or none that exists). */
export async function assertCurrentSheet(tx: Tx, scope: SheetScope, version: number, now = new Date()): Promise<number> {
  const current = await currentSheetRow(tx, scope, now);
  if (current.version !== version) {
    const message = FICHA_MESSAGES.changed(current.version);
    throw new AppError("conflict", message, { fields: { fichaVersion: message } });
  }
  return current.version;
}

/** A version's PDF in the storage (rendered from its own content the first time), with its SHA-256. */
async function storedFile(row: Row): Promise<{ storageKey: string; sha256: string }> {
  if (row.storageKey && row.sha256) return { storageKey: row.storageKey, sha256: row.sha256 };
  const bytes = await sheetPdf(row.content as SheetContent, row.version, calendarDate(row.createdAt)!);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const storageKey = newStorageKey("fichas", row.createdAt);
  await storage().put(storageKey, bytes, { contentType: "application/pdf" });
  const db = await prisma();
  const { count } = await db.infoSheet.updateMany({ where: { id: row.id, storageKey: null }, data: { storageKey, sha256 } });
  if (count) return { storageKey, sha256 };
  // Another reader stored it first: theirs stays, this copy goes.
  await storage().delete(storageKey);
  const kept = await db.infoSheet.findUniqueOrThrow({ where: { id: row.id }, select: { storageKey: true, sha256: true } });
  return { storageKey: kept.storageKey!, sha256: kept.sha256! };
}

/** The current version's row of `scope`, its PDF stored; 404 for an operation that is not public. */
async function currentStored(scope: SheetScope, now: Date) {
  if (scope !== "deposit") await assertPublicOperation(scope.operationId);
  const db = await prisma();
  const row = await db.$transaction((tx) => currentSheetRow(tx, scope, now));
  const { sha256 } = await storedFile(row);
  return { row, sheet: { version: row.version, sha256, url: urlOf(scope, row.version) } };
}

/**
 * The current version's number and address, for a page that links to it (the request's, the deposit
 * signature's): its PDF is rendered when it is first downloaded, not on every render of those pages.
 */
export async function currentSheetVersion(scope: SheetScope, now = new Date()): Promise<SheetLink> {
  const db = await prisma();
  const row = await db.$transaction((tx) => currentSheetRow(tx, scope, now));
  return { version: row.version, url: urlOf(scope, row.version) };
}

/** `GET /api/operations/{id}/ficha`, `GET /api/deposit-accounts/ficha`: the current version, its file's SHA-256 and address. */
export async function currentSheet(scope: SheetScope, now = new Date()): Promise<SheetVersion> {
  return (await currentStored(scope, now)).sheet;
}

/** The current version with what it prints, for the sheet's page (the same content as its PDF). */
export async function sheetForPage(
  scope: SheetScope,
  now = new Date(),
): Promise<SheetVersion & { content: SheetContent; issuedOn: string }> {
  const { row, sheet } = await currentStored(scope, now);
  return { ...sheet, content: row.content as SheetContent, issuedOn: calendarDate(row.createdAt)! };
}

/** One version's PDF, for anyone (the offer's information): 404 for a version that does not exist. */
export async function sheetFile(scope: SheetScope, version: string) {
  if (!/^[1-9]\d{0,5}$/.test(version)) notFound();
  if (scope !== "deposit") await assertPublicOperation(scope.operationId);
  const db = await prisma();
  const row = await db.infoSheet.findUnique({
    where: { scope_version: { scope: scopeKey(scope), version: Number(version) } },
    select: ROW,
  });
  if (!row) notFound();
  const { storageKey } = await storedFile(row);
  const subject = scope === "deposit" ? "cuenta-deposito" : "operacion";
  return { storageKey, originalName: `ficha-informacion-${subject}-v${row.version}.pdf`, contentType: "application/pdf", isPublic: true };
}

/** An operation's sheet is public while the operation is (not archived); 404 otherwise. */
async function assertPublicOperation(id: string) {
  const db = await prisma();
  const operation = await db.operation.findFirst({ where: { id: rowId(id), archivedAt: null }, select: { id: true } });
  if (!operation) notFound();
}

/** The sheet's page of the public operation at `slug`, with its title; 404 for none. */
export async function operationSheetPage(slug: string, now = new Date()) {
  const db = await prisma();
  const operation = await db.operation.findFirst({ where: { slug, archivedAt: null }, select: { id: true, title: true, slug: true } });
  if (!operation) notFound();
  return { operation, sheet: await sheetForPage({ operationId: operation.id }, now) };
}
