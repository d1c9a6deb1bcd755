import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { TableQuery, TablePage } from "@/lib/table-query";
import { contractSchema, type ContractValues } from "@/lib/validations/contract";
import { assertAdmin, assertSignedIn, type Actor } from "./auth/actor";
import { assertReferences, calendarDay, onExistingRow } from "./admin-writes";
import { notFound, rowId, visibleContract } from "./access";
import { prisma } from "./db";
import { calendarDate, instant } from "./dto";
import { readPage } from "./paging";

export type ContractDto = {
  id: string;
  operationId: string;
  operationTitle: string;
  title: string;
  type: string;
  fileUrl: string;
  signedDate: string | null;
  expiryDate: string | null;
  status: string;
  createdAt: string;
};

const select = {
  id: true,
  title: true,
  type: true,
  fileUrl: true,
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

export async function getContract(actor: Actor | null, id: string): Promise<ContractDto> {
  assertSignedIn(actor);
  const db = await prisma();
  const row = await db.contract.findFirst({ where: { AND: [{ id: rowId(id) }, visibleContract(actor)] }, select });
  return row ? toDto(row) : notFound();
}

function contractData(values: ContractValues) {
  return { ...values, signedDate: calendarDay(values.signedDate), expiryDate: calendarDay(values.expiryDate) };
}

export async function createContract(actor: Actor | null, input: unknown): Promise<ContractDto> {
  assertAdmin(actor);
  const values = contractSchema.parse(input);
  await assertReferences({ operationId: values.operationId });
  const db = await prisma();
  return toDto(await db.contract.create({ data: contractData(values), select }));
}

export async function updateContract(actor: Actor | null, id: string, input: unknown): Promise<ContractDto> {
  assertAdmin(actor);
  const values = contractSchema.parse(input);
  await assertReferences({ operationId: values.operationId });
  const db = await prisma();
  return toDto(await onExistingRow(() => db.contract.update({ where: { id: rowId(id) }, data: contractData(values), select })));
}

export async function deleteContract(actor: Actor | null, id: string): Promise<void> {
  assertAdmin(actor);
  const db = await prisma();
  await onExistingRow(() => db.contract.delete({ where: { id: rowId(id) }, select: { id: true } }));
}

export const CONTRACT_SORTS = ["createdAt", "title", "type", "signedDate", "expiryDate", "status"] as const;
export type ContractQuery = TableQuery<(typeof CONTRACT_SORTS)[number], "status">;

/** Contratos: search in title, type and operation title (specification §2), paged on the server. */
export async function listContractsPage(actor: Actor | null, query: ContractQuery): Promise<TablePage<ContractDto>> {
  assertAdmin(actor);
  const db = await prisma();
  const contains = { contains: query.q, mode: "insensitive" as const };
  const where: Prisma.ContractWhereInput = {
    AND: [
      query.q ? { OR: [{ title: contains }, { type: contains }, { operation: { title: contains } }] } : {},
      query.filters.status ? { status: query.filters.status } : {},
    ],
  };
  return readPage(
    query,
    (window) => db.contract.findMany({ where, select, ...window }),
    (limit) => db.contract.count({ where, ...limit }),
    toDto,
  );
}
