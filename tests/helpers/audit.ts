import { testDb } from "./db";

export type AuditRow = {
  id: bigint;
  actorId: string | null;
  actorEmail: string | null;
  address: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  entityLabel: string | null;
  changes: unknown;
};

/** The newest audit row's id now: rows written after it are what a step recorded (the log is never emptied). */
export async function auditMark(): Promise<bigint> {
  const db = await testDb();
  const newest = await db.auditEvent.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
  return newest?.id ?? 0n;
}

/** The audit rows written since `mark`, oldest first. */
export async function auditSince(mark: bigint): Promise<AuditRow[]> {
  const db = await testDb();
  return db.auditEvent.findMany({
    where: { id: { gt: mark } },
    orderBy: { id: "asc" },
    select: {
      id: true,
      actorId: true,
      actorEmail: true,
      address: true,
      action: true,
      entityType: true,
      entityId: true,
      entityLabel: true,
      changes: true,
    },
  });
}
