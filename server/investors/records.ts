import "server-only";
import type { Bounded, ListWindow } from "../shared/bounded-list";
import { updateBody } from "../shared/update-body";
import { createPasswordLink } from "../auth/password-links";
import type { Prisma } from "@/generated/prisma/client";
import { investorSchema, type InvestorValues } from "@/lib/validations/investor";
import { assertAdmin, ROLES, type Actor } from "../core/actor";
import { forgetSessions } from "../auth/session-cache";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { auditedDelete } from "../audit/audited-delete";
import { ADDRESSED_PAPERS, addressedFiles, removeStoredFiles } from "../files/stored-file";
import { instant } from "../shared/dto";
import { AppError } from "../core/errors";
import { isUniqueViolation } from "../platform/database/prisma-errors";
import { adminList } from "../shared/paging";
import { archivedFilter } from "../shared/archive";
import { recordAudit } from "../audit/record";
import { PERSON_FIELDS, personLabel, recordCreate, recordUpdate, USER_AUDIT, USER_LOG } from "../audit/snapshots";
import { enqueueEmails } from "../mail/outbox";
import { ibanChanged } from "../mail/templates";
import { maskedIban } from "@/lib/validations/identity";
import { proposeIbanChange } from "./iban-change";
import { VERIFICATION_SUMMARY, verificationSummary, type VerificationSummary } from "../kyc/state";

export type InvestorDto = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
  /** NIF or NIE, upper case. */
  nif: string | null;
  /** Electronic form ("ES91…"). */
  iban: string | null;
  comercial: string | null;
  notas: string | null;
  profileImageUrl: string | null;
  hasPassword: boolean;
  createdAt: string;
  /** When it was archived (out of the lists and pickers, read-only), else null. */
  archivedAt: string | null;
  /** When the investor asked to close their account and no admin has decided yet, else null. */
  closureRequestedAt: string | null;
  /** A payout IBAN an admin typed, waiting for the investor or a second admin (server/investors/iban-change.ts); payouts use `iban` until then. */
  pendingIban: { iban: string; requestedAt: string; requestedById: string; linkExpiresAt: string } | null;
  /** Where their identification stands (server/kyc/state.ts): `{ status, riskLevel, expiresAt }`. */
  verification: VerificationSummary;
};

export const INVESTOR_MESSAGES = {
  emailTaken: "Ya existe un usuario con este email",
  hasMoney: "El inversor tiene participaciones o movimientos: no se puede eliminar. Archívalo para sacarlo de las listas",
  archived: "El inversor está archivado: restáuralo para cambiarlo",
} as const;

const select = {
  id: true,
  ...PERSON_FIELDS,
  createdAt: true,
  archivedAt: true,
  closureRequestedAt: true,
  accounts: { where: { providerId: "credential" }, select: { id: true } },
  ibanChange: { select: { iban: true, requestedAt: true, requestedById: true, linkExpiresAt: true } },
  identityVerification: { select: VERIFICATION_SUMMARY },
} satisfies Prisma.UserSelect;

type Row = Prisma.UserGetPayload<{ select: typeof select }>;

/** (`role` is read along for the audit log by the writes; the DTO does not carry it.) */
function toDto({
  accounts,
  createdAt,
  archivedAt,
  closureRequestedAt,
  ibanChange,
  identityVerification,
  role: _role,
  ...row
}: Row & { role?: string }): InvestorDto {
  return {
    ...row,
    verification: verificationSummary(identityVerification),
    hasPassword: accounts.length > 0,
    createdAt: instant(createdAt),
    archivedAt: archivedAt && instant(archivedAt),
    closureRequestedAt: closureRequestedAt && instant(closureRequestedAt),
    pendingIban: ibanChange && {
      ...ibanChange,
      requestedAt: instant(ibanChange.requestedAt),
      linkExpiresAt: instant(ibanChange.linkExpiresAt),
    },
  };
}

/** An investor whose account is open: a closed one is out of every list and page (server/account/closure.ts). */
const isInvestor = { role: ROLES.investor, closedAt: null } as const;

function data(values: InvestorValues) {
  const { role: _role, ...rest } = values;
  return { ...rest, role: ROLES.investor };
}

/** "Tu cuenta para cobros ha cambiado", to the account, in the write's transaction, when its IBAN changed. */
export async function warnOfIbanChange(
  tx: Prisma.TransactionClient,
  before: { iban: string | null },
  after: { iban: string | null; email: string | null },
): Promise<void> {
  if (before.iban === after.iban || !after.email) return;
  await enqueueEmails(tx, { kind: "iban-changed", ...ibanChanged(after.iban && maskedIban(after.iban)) }, [after.email]);
}

function emailTaken(): never {
  throw new AppError("conflict", INVESTOR_MESSAGES.emailTaken, { fields: { email: INVESTOR_MESSAGES.emailTaken } });
}

/** Only users whose role is investor (docs/specification.md §2), newest first. */
export async function listInvestors(actor: Actor | null, window: ListWindow): Promise<Bounded<InvestorDto>> {
  assertAdmin(actor);
  const db = await prisma();
  const [rows, total] = await Promise.all([
    db.user.findMany({ where: isInvestor, select, orderBy: [{ createdAt: "desc" }, { id: "asc" }], ...window }),
    db.user.count({ where: isInvestor }),
  ]);
  return { rows: rows.map(toDto), total };
}

export async function getInvestor(actor: Actor | null, id: string): Promise<InvestorDto> {
  assertAdmin(actor);
  const db = await prisma();
  const row = await db.user.findFirst({ where: { id: rowId(id), ...isInvestor }, select });
  return row ? toDto(row) : notFound();
}

/** Creates an investor (never anything else) without a password: see createPasswordLink. */
export async function createInvestor(actor: Actor | null, input: unknown): Promise<InvestorDto> {
  assertAdmin(actor);
  const values = investorSchema.parse(input);
  const db = await prisma();
  let created;
  try {
    created = await db.$transaction(async (tx) => {
      const row = await tx.user.create({ data: data(values), select: { ...select, ...USER_AUDIT } });
      await recordCreate(tx, actor, USER_LOG, row);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) emailTaken();
    throw error;
  }
  // "Activa tu cuenta": the one-time link goes by e-mail (the admin can send a new one).
  if (created.email) await createPasswordLink(actor, created.id);
  return toDto(created);
}

/** Fields of the GET answer that a PUT ignores (besides the id). */
export const INVESTOR_READ_ONLY = [
  "profileImageUrl",
  "hasPassword",
  "createdAt",
  "archivedAt",
  "closureRequestedAt",
  "pendingIban",
  "verification",
] as const;

export async function updateInvestor(actor: Actor | null, id: string, input: unknown): Promise<InvestorDto> {
  assertAdmin(actor);
  const values = investorSchema.parse(updateBody(input, id, INVESTOR_READ_ONLY));
  if ((await getInvestor(actor, id)).archivedAt) throw new AppError("conflict", INVESTOR_MESSAGES.archived); // 404 for admins and unknown ids alike
  const db = await prisma();
  try {
    return toDto(
      await db.$transaction(async (tx) => {
        const before = (await tx.user.findUnique({ where: { id }, select: USER_AUDIT })) ?? notFound();
        // A new payout IBAN waits for the investor or a second admin; the account keeps its own meanwhile.
        const proposed = values.iban && values.iban !== before.iban ? values.iban : null;
        const changes = { ...data(values), ...(proposed ? { iban: before.iban } : {}) };
        const updated = await tx.user.update({ where: { id }, data: changes, select: { ...select, ...USER_AUDIT } });
        await recordUpdate(tx, actor, USER_LOG, id, before, updated);
        if (!proposed) {
          await warnOfIbanChange(tx, before, updated);
          return updated;
        }
        await proposeIbanChange(tx, actor, updated, proposed);
        return tx.user.findUniqueOrThrow({ where: { id }, select: { ...select, ...USER_AUDIT } });
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) emailTaken();
    throw error;
  }
}

/**
 * Deletes an investor without money (no participation, no movement) and, through the database's
 * cascades, their sessions; one with money is archived instead (409).
 */
export async function deleteInvestor(actor: Actor | null, id: string): Promise<void> {
  assertAdmin(actor);
  await getInvestor(actor, id);
  const keys = await auditedDelete(actor, "user", id, async (tx) => {
    const money = (await tx.participation.count({ where: { userId: id } })) + (await tx.movement.count({ where: { userId: id } }));
    if (money) throw new AppError("conflict", INVESTOR_MESSAGES.hasMoney);
    const { _count, investments, ...row } = await tx.user.delete({
      where: { id },
      select: { ...USER_AUDIT, _count: { select: { investments: true } }, investments: { select: ADDRESSED_PAPERS } },
    });
    const papers = addressedFiles(investments);
    return { label: personLabel(row), before: { ...row, investmentsDeleted: _count.investments, ...papers.counts }, keep: papers.keys };
  });
  await forgetSessions(); // the investor's sessions went with them
  await removeStoredFiles(keys); // and the papers addressed to their participations
}

/** The investors list's filter value that shows only those who asked to close their account. */
export const CLOSURE_REQUESTED = "1";

export const INVESTOR_SORTS = ["createdAt", "firstName", "email", "comercial"] as const;

/**
 * Inversores: search in e-mail, names, phone and sales agent (docs/specification.md §2), paged on the
 * server; the query read the same way by the admin page and the API route.
 */
export const { parse: parseInvestorQuery, page: listInvestorsPage } = adminList({
  sortable: INVESTOR_SORTS,
  defaultSort: "createdAt",
  filters: ["comercial", "archived", "closure"],
  search: (contains) => [
    { email: contains },
    { firstName: contains },
    { lastName: contains },
    { phone: contains },
    { comercial: contains },
  ],
  filter: ({ comercial, archived, closure }) => [
    isInvestor,
    comercial ? { comercial } : {},
    archivedFilter(archived),
    closure === CLOSURE_REQUESTED ? { closureRequestedAt: { not: null } } : {},
  ],
  rows: (db, args) => db.user.findMany({ ...args, select }),
  count: (db, args) => db.user.count(args),
  toDto,
});

/** Sales agents present in the data, for the filter. */
export async function listComerciales(actor: Actor | null): Promise<string[]> {
  assertAdmin(actor);
  const db = await prisma();
  const rows = await db.user.findMany({
    where: { ...isInvestor, comercial: { not: null } },
    distinct: ["comercial"],
    select: { comercial: true },
    orderBy: { comercial: "asc" },
  });
  return rows.map((row) => row.comercial!).filter(Boolean);
}

/** Archives an investor (`archived` true) or restores them: out of the lists and pickers, read-only; their money records stay. */
export async function setInvestorArchived(actor: Actor | null, id: string, archived: boolean): Promise<InvestorDto> {
  assertAdmin(actor);
  const current = await getInvestor(actor, id);
  if (Boolean(current.archivedAt) === archived) return current;
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    const archivedAt = archived ? new Date() : null;
    const updated = await tx.user.update({ where: { id }, data: { archivedAt }, select });
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "user",
      entityId: id,
      entityLabel: personLabel(updated),
      before: { archivedAt: current.archivedAt },
      after: { archivedAt: archivedAt && instant(archivedAt) },
    });
    return updated;
  });
  return toDto(row);
}
