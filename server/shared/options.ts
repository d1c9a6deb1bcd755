import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { OPTION_LIMIT, OPTION_QUERY_MAX, type Option, type OptionQuery } from "@/lib/options";
import { queryText } from "@/lib/validations/text";
import { formatMoney } from "@/lib/format";
import { HOLDING_STATUSES, INVESTMENT_STATUS_LABELS } from "@/lib/validations/investment";
import { printedReference } from "@/lib/payment-reference";
import { isUuid, rowId } from "../core/access";
import { assertAdmin, ROLES, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { fullName, money } from "./dto";
import { positionsOf } from "../ledger/positions";
import { decimalOf } from "@/lib/money";
import { containsText, searchWhere } from "./search";

export type { Option, OptionQuery };

/**
 * The choices of the admin forms' operation and investor pickers, searched on demand so a page never
 * ships every row: at most OPTION_LIMIT per answer. `ids` resolves the labels of values already
 * chosen (anything that is not a uuid is ignored: it cannot name a row).
 */
type Normalised = { q: string; ids: string[] | null };

function normalise(query: OptionQuery): Normalised {
  const q = queryText(query.q ?? "", OPTION_QUERY_MAX).replace(/\s+/g, " ");
  const ids = query.ids === undefined ? null : [...new Set(query.ids.filter(isUuid))].slice(0, OPTION_LIMIT);
  return { q, ids };
}

/** Operations whose title contains `q` (any case), by title. */
export async function searchOperationOptions(actor: Actor | null, query: OptionQuery): Promise<Option[]> {
  assertAdmin(actor);
  const { q, ids } = normalise(query);
  if (ids?.length === 0) return [];
  const db = await prisma();
  const rows = await db.operation.findMany({
    // The values already chosen are named even when archived; a search offers the others only.
    where: { AND: [ids ? { id: { in: ids } } : { archivedAt: null }, searchWhere(q, (contains) => [{ title: contains }])] },
    select: { id: true, title: true },
    orderBy: [{ title: "asc" }, { id: "asc" }],
    take: OPTION_LIMIT,
  });
  return rows.map((row) => ({ value: row.id, label: row.title }));
}

/**
 * Where "first last" (the name as shown) contains `q`: `q` is in the first name, the last name, or
 * spans the space between them (the part before one of q's spaces ends the first name, the rest
 * starts the last name).
 */
function nameContains(q: string): Prisma.UserWhereInput[] {
  const spanning: Prisma.UserWhereInput[] = [];
  for (let at = q.indexOf(" "); at !== -1; at = q.indexOf(" ", at + 1)) {
    spanning.push({
      firstName: { endsWith: q.slice(0, at), mode: "insensitive" },
      lastName: { startsWith: q.slice(at + 1), mode: "insensitive" },
    });
  }
  return [{ firstName: containsText(q) }, { lastName: containsText(q) }, ...spanning];
}

/** Investors (never admins) whose name or e-mail contains `q` (any case), by first and last name. */
export async function searchInvestorOptions(actor: Actor | null, query: OptionQuery): Promise<Option[]> {
  return searchPeople(actor, query, ROLES.investor);
}

/** Anyone, admins included (the person filter of Actividad); an admin's label says so. */
export async function searchPeopleOptions(actor: Actor | null, query: OptionQuery): Promise<Option[]> {
  return searchPeople(actor, query);
}

async function searchPeople(actor: Actor | null, query: OptionQuery, role?: string): Promise<Option[]> {
  assertAdmin(actor);
  const { q, ids } = normalise(query);
  if (ids?.length === 0) return [];
  const db = await prisma();
  const rows = await db.user.findMany({
    where: {
      ...(role ? { role } : {}),
      AND: [ids ? { id: { in: ids } } : { archivedAt: null }, searchWhere(q, (contains) => [...nameContains(q), { email: contains }])],
    },
    select: { id: true, firstName: true, lastName: true, email: true, role: true },
    orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { id: "asc" }],
    take: OPTION_LIMIT,
  });
  return rows.map((row) => {
    const label = fullName(row) ?? row.email ?? row.id;
    return { value: row.id, label: !role && row.role === ROLES.admin ? `${label} (administrador)` : label };
  });
}

/**
 * The participations of one operation (the "Para: un inversor" picker of documents and contracts)
 * whose investor's name or e-mail contains `q`, by investor; labelled with the investor, the amount
 * and the status. An operation id that cannot be one is a 404.
 */
export async function searchParticipationOptions(actor: Actor | null, operationId: string, query: OptionQuery): Promise<Option[]> {
  assertAdmin(actor);
  rowId(operationId);
  const { q, ids } = normalise(query);
  if (ids?.length === 0) return [];
  const db = await prisma();
  const rows = await db.participation.findMany({
    where: {
      operationId,
      AND: [ids ? { id: { in: ids } } : {}, q ? { user: { OR: [...nameContains(q), { email: containsText(q) }] } } : {}],
    },
    select: { id: true, amount: true, status: true, user: { select: { firstName: true, lastName: true, email: true } } },
    orderBy: [{ user: { firstName: "asc" } }, { user: { lastName: "asc" } }, { investmentDate: "asc" }, { id: "asc" }],
    take: OPTION_LIMIT,
  });
  return rows.map((row) => {
    const status = INVESTMENT_STATUS_LABELS[row.status as keyof typeof INVESTMENT_STATUS_LABELS] ?? row.status;
    return { value: row.id, label: `${fullName(row.user) ?? row.user.email ?? row.id} · ${formatMoney(money(row.amount))} (${status})` };
  });
}

/**
 * The participations a bank credit may be assigned to (Banco): committed or liquidated ones whose
 * payment reference, investor's name or e-mail, or operation's title contains `q`, and that still
 * owe money by the ledger (a label being resolved by `?id=` is given whatever it owes). Labelled
 * with what one matches a credit on first — the reference, what is still owed of the commitment —,
 * then the investor and the operation.
 */
export async function searchPayableParticipationOptions(actor: Actor | null, query: OptionQuery): Promise<Option[]> {
  assertAdmin(actor);
  const { q, ids } = normalise(query);
  if (ids?.length === 0) return [];
  const reference = q.toUpperCase().replace(/\s+/g, "");
  const db = await prisma();
  const rows = await db.participation.findMany({
    where: {
      status: { in: [...HOLDING_STATUSES] },
      AND: [
        ids ? { id: { in: ids } } : {},
        q
          ? {
              OR: [
                { paymentReference: { contains: reference } },
                { user: { OR: [...nameContains(q), { email: containsText(q) }] } },
                { operation: { title: containsText(q) } },
              ],
            }
          : {},
      ],
    },
    select: {
      id: true,
      status: true,
      amount: true,
      paymentReference: true,
      operation: { select: { title: true } },
      user: { select: { firstName: true, lastName: true, email: true } },
    },
    orderBy: [{ investmentDate: "desc" }, { id: "asc" }],
    // Enough to leave out the paid ones and still fill a page of options.
    take: ids ? OPTION_LIMIT : OPTION_LIMIT * 5,
  });
  const positions = await positionsOf(db, rows);
  return rows
    .filter((row) => ids || positions.get(row.id)!.owed > 0n)
    .slice(0, OPTION_LIMIT)
    .map((row) => ({
      value: row.id,
      label: [
        row.paymentReference && printedReference(row.paymentReference),
        `debe ${formatMoney(decimalOf(positions.get(row.id)!.owed))} de ${formatMoney(money(row.amount))}`,
        fullName(row.user) ?? row.user.email ?? row.id,
        row.operation.title,
      ]
        .filter(Boolean)
        .join(" · "),
    }));
}
