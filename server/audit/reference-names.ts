import "server-only";
import type { AuditChange, ReferenceNames } from "@/lib/audit";
import { isUuid } from "../core/access";
import { prisma } from "../platform/database/client";
import { fullName } from "../shared/dto";

/** The recorded fields that hold another row's id, and which table names it. */
const REFERENCES: Record<string, "operation" | "user" | "investment"> = {
  operationId: "operation",
  userId: "user",
  uploadedBy: "user",
  investmentId: "investment",
};

type Named = { changes: AuditChange[] | null; names?: ReferenceNames };

/**
 * Adds to each audit row the names of the rows its changes refer to by id ("Operación: Piso en
 * Chamberí" rather than a uuid), read in three queries for the whole page. A row deleted since
 * keeps its id.
 */
export async function withReferenceNames<R extends Named>(rows: R[]): Promise<R[]> {
  const wanted = { operation: new Set<string>(), user: new Set<string>(), investment: new Set<string>() };
  for (const row of rows) {
    for (const change of row.changes ?? []) {
      const table = REFERENCES[change.field];
      if (!table) continue;
      for (const value of [change.from, change.to]) if (typeof value === "string" && isUuid(value)) wanted[table].add(value);
    }
  }
  if (!wanted.operation.size && !wanted.user.size && !wanted.investment.size) return rows;
  const db = await prisma();
  const [operations, users, investments] = await Promise.all([
    db.operation.findMany({ where: { id: { in: [...wanted.operation] } }, select: { id: true, title: true } }),
    db.user.findMany({ where: { id: { in: [...wanted.user] } }, select: { id: true, firstName: true, lastName: true, email: true } }),
    db.participation.findMany({
      where: { id: { in: [...wanted.investment] } },
      select: { id: true, user: { select: { firstName: true, lastName: true, email: true } }, operation: { select: { title: true } } },
    }),
  ]);
  const names: Record<string, string> = {};
  for (const operation of operations) names[operation.id] = operation.title;
  for (const user of users) names[user.id] = fullName(user) ?? user.email ?? user.id;
  for (const investment of investments) {
    names[investment.id] = `${fullName(investment.user) ?? investment.user.email ?? ""} · ${investment.operation.title}`;
  }
  return rows.map((row) => {
    const own = Object.fromEntries(
      (row.changes ?? [])
        .filter((change) => REFERENCES[change.field])
        .flatMap((change) => [change.from, change.to])
        .filter((value): value is string => typeof value === "string" && value in names)
        .map((id) => [id, names[id]!]),
    );
    return Object.keys(own).length ? { ...row, names: own } : row;
  });
}
