import "server-only";
import { assertAdmin, ROLES, type Actor } from "./auth/actor";
import { prisma } from "./db";
import { fullName } from "./dto";

export type Option = { value: string; label: string };

/** Operations to choose from in the admin forms, by title. */
export async function operationOptions(actor: Actor | null): Promise<Option[]> {
  assertAdmin(actor);
  const db = await prisma();
  const rows = await db.operation.findMany({ select: { id: true, title: true }, orderBy: { title: "asc" } });
  return rows.map((row) => ({ value: row.id, label: row.title }));
}

/** Investors to choose from in the admin forms: name, else e-mail. */
export async function investorOptions(actor: Actor | null): Promise<Option[]> {
  assertAdmin(actor);
  const db = await prisma();
  const rows = await db.user.findMany({
    where: { role: ROLES.investor },
    select: { id: true, firstName: true, lastName: true, email: true },
    orderBy: [{ firstName: "asc" }, { lastName: "asc" }],
  });
  return rows.map((row) => ({ value: row.id, label: fullName(row) ?? row.email ?? row.id }));
}
