import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { assertAdmin, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { fullName, money } from "../shared/dto";
import { balanceTotals, participationBalances, type BalanceTotals, type ParticipationBalance } from "../investments/balances";
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

const addresseeSelect = { investment: { select: { user: { select: { firstName: true, lastName: true, email: true } } } } } as const;
const addresseeOf = (row: { investment: { user: { firstName: string | null; lastName: string | null; email: string | null } } | null }) =>
  row.investment ? (fullName(row.investment.user) ?? row.investment.user.email) : null;

/** The documents and contracts `where` selects (by operation, or addressed to a person's participations), newest first. */
export async function readPapers(
  documentWhere: Prisma.DocumentWhereInput,
  contractWhere: Prisma.ContractWhereInput,
): Promise<OperationPaper[]> {
  const db = await prisma();
  const [documents, contracts] = await Promise.all([
    db.document.findMany({
      where: documentWhere,
      select: {
        id: true,
        name: true,
        type: true,
        isPublic: true,
        visibleToInvestors: true,
        fileUrl: true,
        storageKey: true,
        ...addresseeSelect,
      },
      orderBy: [{ uploadedAt: "desc" }, { id: "asc" }],
    }),
    db.contract.findMany({
      where: contractWhere,
      select: { id: true, title: true, type: true, status: true, fileUrl: true, storageKey: true, ...addresseeSelect },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    }),
  ]);
  return [
    ...documents.map((document) => ({
      id: document.id,
      kind: "document" as const,
      name: document.name,
      type: document.type,
      addressee: addresseeOf(document),
      state: document.isPublic ? "Público" : document.visibleToInvestors ? "Inversores" : "Interno",
      fileUrl: document.storageKey ? `/api/documents/${document.id}/file` : document.fileUrl,
    })),
    ...contracts.map((contract) => ({
      id: contract.id,
      kind: "contract" as const,
      name: contract.title,
      type: contract.type,
      addressee: addresseeOf(contract),
      state: contract.status,
      fileUrl: contract.storageKey ? `/api/contracts/${contract.id}/file` : contract.fileUrl,
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
  const left = Prisma.Decimal.max(row.pvp.minus(totals.committed), 0);
  return { operation: toOperationDetail(row), totals: { ...totals, left: money(left) }, participations, papers };
}
