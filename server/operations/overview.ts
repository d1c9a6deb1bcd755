import "server-only";
import { centsOf, decimalOf } from "@/lib/money";
import type { Prisma } from "@/generated/prisma/client";
import { assertAdmin, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { FILE_ROW_SELECT, fileRowDto } from "../files/stored-file";
import { balanceTotals, participationBalances, type BalanceTotals, type ParticipationBalance } from "../participations/balances";
import { operationDetailSelect, toOperationDetail, type OperationDetail } from "./queries";

/** A document or contract of the operation, as its page lists it. */
export type OperationPaper = {
  id: string;
  kind: "document" | "contract";
  name: string;
  type: string;
  /** Its investor when addressed to one participation, else null (every investor of the operation). */
  addressee: string | null;
  /** "Público", "Privado", "Interno" for documents; the status for contracts. */
  state: string;
  fileUrl: string;
};

export type OperationOverview = {
  operation: OperationDetail;
  totals: BalanceTotals & { left: string };
  participations: ParticipationBalance[];
  papers: OperationPaper[];
};

/** The documents and contracts `where` selects (by operation, or addressed to a person's participations), newest first. */
export async function readPapers(
  documentWhere: Prisma.DocumentWhereInput,
  contractWhere: Prisma.ContractWhereInput,
): Promise<OperationPaper[]> {
  const db = await prisma();
  const [documents, contracts] = await Promise.all([
    db.document.findMany({
      where: documentWhere,
      select: { ...FILE_ROW_SELECT, name: true, isPublic: true, visibleToInvestors: true },
      orderBy: [{ uploadedAt: "desc" }, { id: "asc" }],
    }),
    db.contract.findMany({
      where: contractWhere,
      select: { ...FILE_ROW_SELECT, title: true, status: true },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    }),
  ]);
  // A stored file's fileUrl is already its vault route (server/files/stored-file.ts); a link is the link.
  return [
    ...documents.map((document) => ({
      id: document.id,
      kind: "document" as const,
      name: document.name,
      type: document.type,
      addressee: fileRowDto(document).addressee,
      state: document.isPublic ? "Público" : document.visibleToInvestors ? "Inversores" : "Interno",
      fileUrl: document.fileUrl,
    })),
    ...contracts.map((contract) => ({
      id: contract.id,
      kind: "contract" as const,
      name: contract.title,
      type: contract.type,
      addressee: fileRowDto(contract).addressee,
      state: contract.status,
      fileUrl: contract.fileUrl,
    })),
  ];
}

/**
 * The operation's page (/admin/operations/{id}): the operation, archived or not; what its
 * participations committed, paid and still owe, and what is left of its price; its papers.
 */
export async function getOperationOverview(actor: Actor | null, id: string): Promise<OperationOverview> {
  assertAdmin(actor);
  const db = await prisma();
  const row = (await db.operation.findUnique({ where: { id: rowId(id) }, select: operationDetailSelect })) ?? notFound();
  const [participations, papers] = await Promise.all([
    participationBalances({ operationId: id }),
    readPapers({ operationId: id }, { operationId: id }),
  ]);
  const totals = balanceTotals(participations);
  const left = centsOf(row.pvp) - centsOf(totals.committed);
  return { operation: toOperationDetail(row), totals: { ...totals, left: decimalOf(left > 0n ? left : 0n) }, participations, papers };
}
