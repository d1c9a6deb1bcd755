import "server-only";
import { updateBody } from "./http/update-body";
import type { Prisma } from "@/generated/prisma/client";
import { tableQueryParser, type TableQuery, type TablePage } from "@/lib/table-query";
import { contractSchema, type ContractValues } from "@/lib/validations/contract";
import { assertAdmin, assertSignedIn, type Actor } from "./auth/actor";
import { assertReferences, calendarDay } from "./shared/references";
import { contractsOf, notFound, rowId, visibleContract } from "./auth/access";
import { prisma } from "./db";
import { auditedDelete } from "./audit/audited-delete";
import { calendarDate, instant } from "./shared/dto";
import { readPage } from "./shared/paging";
import { searchWhere } from "./shared/search";
import { withDownloadCounts } from "./files/download-log";
import { notifyNewFile } from "./mail/notifications";
import type { ServedFile } from "./files/serve-file";
import { createWithFile, FILE_SELECT, removeStoredFiles, updateWithFile, type FileRowAudit } from "./files/stored-file";
import { CONTRACT_AUDIT } from "./audit/snapshots";

export type ContractDto = {
  id: string;
  operationId: string;
  operationTitle: string;
  title: string;
  type: string;
  fileUrl: string;
  fileSize: number | null;
  /** The uploaded file's own name; null for an external link. */
  originalName: string | null;
  signedDate: string | null;
  expiryDate: string | null;
  status: string;
  createdAt: string;
  /** Only in the back-office list: distinct investors who downloaded the file. */
  downloads?: number;
};

const select = {
  id: true,
  title: true,
  type: true,
  fileUrl: true,
  fileSize: true,
  originalName: true,
  signedDate: true,
  expiryDate: true,
  status: true,
  createdAt: true,
  operation: { select: { id: true, title: true } },
} satisfies Prisma.ContractSelect;

type Row = Prisma.ContractGetPayload<{ select: typeof select }>;

function toDto(row: Row): ContractDto {
  return {
    id: row.id,
    operationId: row.operation.id,
    operationTitle: row.operation.title,
    title: row.title,
    type: row.type,
    fileUrl: row.fileUrl,
    fileSize: row.fileSize,
    originalName: row.originalName,
    signedDate: calendarDate(row.signedDate),
    expiryDate: calendarDate(row.expiryDate),
    status: row.status,
    createdAt: instant(row.createdAt),
  };
}

/** Contracts the actor may see (an investor: those of their operations), newest first. */
export async function listContracts(actor: Actor | null): Promise<ContractDto[]> {
  assertSignedIn(actor);
  const db = await prisma();
  const rows = await db.contract.findMany({ where: visibleContract(actor), select, orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
  return rows.map(toDto);
}

/** The contracts of the operations the signed-in person holds (the investor area, an admin's too), newest first. */
export async function listOwnContracts(actor: Actor | null): Promise<ContractDto[]> {
  assertSignedIn(actor);
  const db = await prisma();
  const rows = await db.contract.findMany({ where: contractsOf(actor.id), select, orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
  return rows.map(toDto);
}

export async function getContract(actor: Actor | null, id: string): Promise<ContractDto> {
  assertSignedIn(actor);
  const db = await prisma();
  const row = await db.contract.findFirst({ where: { AND: [{ id: rowId(id) }, visibleContract(actor)] }, select });
  return row ? toDto(row) : notFound();
}

function contractData(values: ContractValues) {
  const { fileUrl: _url, uploadId: _upload, ...rest } = values;
  return { ...rest, signedDate: calendarDay(values.signedDate), expiryDate: calendarDay(values.expiryDate) };
}

const contractAudit = (actor: Actor): FileRowAudit<{ title: string }> => ({ actor, fields: CONTRACT_AUDIT, label: (row) => row.title });

/** Creates a contract, with an uploaded file or an external link, in one transaction. */
export async function createContract(actor: Actor | null, input: unknown): Promise<ContractDto> {
  assertAdmin(actor);
  const values = contractSchema.parse(input);
  await assertReferences({ operationId: values.operationId });
  const row = await createWithFile("contract", values, contractAudit(actor), async (tx, id, file) => {
    const created = await tx.contract.create({ data: { id, ...contractData(values), ...file }, select: { ...select, ...CONTRACT_AUDIT } });
    await notifyNewFile(tx, { kind: "contract", name: values.title, operationId: values.operationId });
    return created;
  });
  return toDto(row);
}

/** Fields of the GET answer that a PUT ignores (besides the id). */
export const CONTRACT_READ_ONLY = ["operationTitle", "fileSize", "originalName", "createdAt"] as const;

/** Updates a contract; a replaced stored file is deleted once the change has committed. */
export async function updateContract(actor: Actor | null, id: string, input: unknown): Promise<ContractDto> {
  assertAdmin(actor);
  const values = contractSchema.parse(updateBody(input, id, CONTRACT_READ_ONLY));
  await assertReferences({ operationId: values.operationId });
  const row = await updateWithFile(
    "contract",
    rowId(id),
    values,
    contractAudit(actor),
    (tx) => tx.contract.findUnique({ where: { id }, select: { ...FILE_SELECT, ...CONTRACT_AUDIT } }),
    (tx, file) =>
      tx.contract.update({ where: { id }, data: { ...contractData(values), ...file }, select: { ...select, ...CONTRACT_AUDIT } }),
  );
  return toDto(row);
}

export async function deleteContract(actor: Actor | null, id: string): Promise<void> {
  assertAdmin(actor);
  const storageKey = await auditedDelete(actor, "contract", id, async (tx) => {
    const { storageKey, ...before } = await tx.contract.delete({
      where: { id: rowId(id) },
      select: { storageKey: true, ...CONTRACT_AUDIT },
    });
    return { label: before.title, before, keep: storageKey };
  });
  await removeStoredFiles([storageKey]);
}

/** The stored file of a contract: for admins and for investors of its operation; anyone else 404. */
export async function contractFile(actor: Actor | null, id: string): Promise<ServedFile> {
  if (!actor) notFound();
  const db = await prisma();
  const row = await db.contract.findFirst({
    where: { AND: [{ id: rowId(id) }, visibleContract(actor), { storageKey: { not: null } }] },
    select: { storageKey: true, originalName: true, contentType: true },
  });
  if (!row?.storageKey) notFound();
  return { storageKey: row.storageKey, originalName: row.originalName, contentType: row.contentType, isPublic: false };
}

export const CONTRACT_SORTS = ["createdAt", "title", "type", "signedDate", "expiryDate", "status"] as const;
export type ContractQuery = TableQuery<(typeof CONTRACT_SORTS)[number], "status">;
/** The list's query, read the same way by the admin page and the API route. */
export const parseContractQuery = tableQueryParser({ sortable: CONTRACT_SORTS, defaultSort: "createdAt", filters: ["status"] as const });

/** Contratos: search in title, type and operation title (docs/specification.md §2), paged on the server. */
export async function listContractsPage(actor: Actor | null, query: ContractQuery): Promise<TablePage<ContractDto>> {
  assertAdmin(actor);
  const db = await prisma();
  const where: Prisma.ContractWhereInput = {
    AND: [
      searchWhere(query.q, (contains) => [{ title: contains }, { type: contains }, { operation: { title: contains } }]),
      query.filters.status ? { status: query.filters.status } : {},
    ],
  };
  const page = await readPage(
    query,
    (window) => db.contract.findMany({ where, select, ...window }),
    (limit) => db.contract.count({ where, ...limit }),
    toDto,
  );
  return withDownloadCounts("contract", page);
}
