import type { Prisma } from "../../generated/prisma/client";
import { stableId } from "./random";

type Rows = {
  users: Prisma.UserCreateManyInput[];
  investments: Prisma.ParticipationCreateManyInput[];
  documents: Prisma.DocumentCreateManyInput[];
  contracts: Prisma.ContractCreateManyInput[];
};

const HOUR = 60 * 60 * 1000;

/**
 * Who downloaded what: two investors of every three of an operation downloaded its private
 * documents and its contracts a day or two after they were uploaded (a contract addressed to one
 * participation: its investor), never after `anchor`.
 * Deterministic, so the "Descargas" column and its dialog show figures from the first start.
 */
export function buildDownloadLogs(rows: Rows, anchor: Date): Prisma.DownloadLogCreateManyInput[] {
  const holders = new Map<string, string[]>();
  for (const investment of rows.investments.filter((row) => row.status !== "requested"))
    holders.set(investment.operationId, [...(holders.get(investment.operationId) ?? []), investment.userId]);
  const emailOf = new Map(rows.users.map((user) => [user.id!, user.email ?? null]));
  const logs: Prisma.DownloadLogCreateManyInput[] = [];
  const files = [
    ...rows.documents
      .filter((d) => !d.isPublic && d.visibleToInvestors !== false)
      .map((d) => ({ documentId: d.id!, operationId: d.operationId, at: new Date(d.uploadedAt as Date) })),
    ...rows.contracts.map((c) => ({
      contractId: c.id!,
      operationId: c.operationId,
      investmentId: c.investmentId ?? null,
      at: new Date(c.createdAt as Date),
    })),
  ];
  const holderOf = new Map(rows.investments.map((investment) => [investment.id!, investment.userId]));
  for (const file of files) {
    // A contract addressed to one participation is downloaded by its investor only.
    const addressee = "investmentId" in file && file.investmentId ? holderOf.get(file.investmentId) : undefined;
    const investors = addressee ? [addressee] : [...new Set(holders.get(file.operationId) ?? [])];
    investors.forEach((userId, index) => {
      if (index % 3 === 2) return;
      const { operationId: _operation, investmentId: _investment, at, ...target } = { investmentId: null, ...file };
      logs.push({
        id: stableId(`demo:download:${"documentId" in target ? target.documentId : target.contractId}:${userId}`),
        ...target,
        userId,
        userEmail: emailOf.get(userId) ?? null,
        address: `192.0.2.${10 + (index % 200)}`,
        downloadedAt: new Date(Math.min(at.getTime() + (20 + 7 * index) * HOUR, anchor.getTime() - HOUR)),
      });
    });
  }
  return logs;
}
