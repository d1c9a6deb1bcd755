import "server-only";
import type { Bounded, ListWindow } from "../shared/bounded-list";
import { updateBody } from "../shared/update-body";
import type { Prisma } from "@/generated/prisma/client";
import { contractSchema, type ContractValues } from "@/lib/validations/contract";
import { assertAdmin, assertSignedIn, type Actor } from "../core/actor";
import { calendarDay } from "../shared/references";
import { contractsOf, found, notFound, visibleContract, visibleRow } from "../core/access";
import { prisma } from "../platform/database/client";
import { calendarDate, instant } from "../shared/dto";
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
import { CONTRACT_AUDIT } from "../audit/snapshots";

export type ContractDto = FileRowDto & {
  title: string;
  signedDate: string | null;
  expiryDate: string | null;
  status: string;
  createdAt: string;
};

const select = {
  ...FILE_ROW_SELECT,
  title: true,
  signedDate: true,
  expiryDate: true,
  status: true,
  createdAt: true,
} satisfies Prisma.ContractSelect;

type Row = Prisma.ContractGetPayload<{ select: typeof select }>;

function toDto(row: Row): ContractDto {
  return {
    ...fileRowDto(row),
    title: row.title,
    signedDate: calendarDate(row.signedDate),
    expiryDate: calendarDate(row.expiryDate),
    status: row.status,
    createdAt: instant(row.createdAt),
  };
}

/** The contracts `where` picks, newest first (the lists). */
const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "asc" }] satisfies Prisma.ContractOrderByWithRelationInput[];

async function readContracts(where: Prisma.ContractWhereInput): Promise<ContractDto[]> {
  const db = await prisma();
  const rows = await db.contract.findMany({ where, select, orderBy: NEWEST_FIRST });
  return rows.map(toDto);
}

/**
 * Contracts the actor may see (an investor: those of their operations addressed to all or to them),
 * newest first: one window of them (server/shared/bounded-list.ts).
 */
export async function listContracts(actor: Actor | null, window: ListWindow): Promise<Bounded<ContractDto>> {
  assertSignedIn(actor);
  const db = await prisma();
  const where = visibleContract(actor);
  const [rows, total] = await Promise.all([
    db.contract.findMany({ where, select, orderBy: NEWEST_FIRST, ...window }),
    db.contract.count({ where }),
  ]);
  return { rows: rows.map(toDto), total };
}

/** The contracts of the operations the signed-in person holds, addressed to all or to them (the investor area, an admin's too), newest first. */
export async function listOwnContracts(actor: Actor | null): Promise<ContractDto[]> {
  assertSignedIn(actor);
  return readContracts(contractsOf(actor.id));
}

export async function getContract(actor: Actor | null, id: string): Promise<ContractDto> {
  assertSignedIn(actor);
  const db = await prisma();
  return toDto(found(await db.contract.findFirst({ where: visibleRow(id, visibleContract(actor)), select })));
}

function contractData(values: ContractValues) {
  const { fileUrl: _url, uploadId: _upload, ...rest } = values;
  return { ...rest, signedDate: calendarDay(values.signedDate), expiryDate: calendarDay(values.expiryDate) };
}

const CONTRACT_FILE = fileRow("contract", (tx) => tx.contract, CONTRACT_AUDIT, "title");

/** Creates a contract, with an uploaded file or an external link, in one transaction. */
export async function createContract(actor: Actor | null, input: unknown): Promise<ContractDto> {
  assertAdmin(actor);
  const values = contractSchema.parse(input);
  const row = await createWithFile(actor, CONTRACT_FILE, values, async (tx, id, file) => {
    const created = await tx.contract.create({ data: { id, ...contractData(values), ...file }, select: { ...select, ...CONTRACT_AUDIT } });
    await notifyNewFile(tx, { kind: "contract", name: values.title, operationId: values.operationId, investmentId: values.investmentId });
    return created;
  });
  return toDto(row);
}

/** Fields of the GET answer that a PUT ignores (besides the id). */
export const CONTRACT_READ_ONLY = ["operationTitle", "addressee", "fileSize", "originalName", "createdAt"] as const;

/** Updates a contract; a replaced stored file is deleted once the change has committed. */
export async function updateContract(actor: Actor | null, id: string, input: unknown): Promise<ContractDto> {
  assertAdmin(actor);
  const values = contractSchema.parse(updateBody(input, id, CONTRACT_READ_ONLY));
  const row = await updateWithFile(actor, CONTRACT_FILE, id, values, (tx, file) =>
    tx.contract.update({ where: { id }, data: { ...contractData(values), ...file }, select: { ...select, ...CONTRACT_AUDIT } }),
  );
  return toDto(row);
}

export async function deleteContract(actor: Actor | null, id: string): Promise<void> {
  assertAdmin(actor);
  await deleteWithFile(actor, CONTRACT_FILE, id);
}

/** The stored file of a contract: for admins and for investors of its operation (addressed to one participation: its investor only); anyone else 404. */
export async function contractFile(actor: Actor | null, id: string): Promise<ServedFile> {
  if (!actor) notFound();
  const db = await prisma();
  return servedFile(
    await db.contract.findFirst({
      where: visibleRow<Prisma.ContractWhereInput>(id, visibleContract(actor), HAS_STORED_FILE),
      select: SERVED_FILE,
    }),
  );
}

export const CONTRACT_SORTS = ["createdAt", "title", "type", "signedDate", "expiryDate", "status"] as const;

/**
 * Contratos: search in title, type and operation title (docs/specification.md §2), paged on the server;
 * the query read the same way by the admin page and the API route.
 */
export const { parse: parseContractQuery, page: listContractsPage } = adminList({
  sortable: CONTRACT_SORTS,
  defaultSort: "createdAt",
  filters: ["status"],
  search: (contains) => [{ title: contains }, { type: contains }, { operation: { title: contains } }],
  filter: ({ status }) => [status ? { status } : {}],
  rows: (db, args) => db.contract.findMany({ ...args, select }),
  count: (db, args) => db.contract.count(args),
  toDto,
  annotate: (page) => withDownloadCounts("contract", page),
});
