import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { screeningDecisionSchema } from "@/lib/validations/kyc";
import { assertAdmin, ROLES, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { calendarDate, fullName, instant } from "../shared/dto";
import { enqueueEmails } from "../mail/outbox";
import { adminAddresses } from "../mail/notifications";
import { screeningCandidates } from "../mail/templates";
import { isCandidate, readEuSanctionsList, SanctionsListError } from "./sanctions-list";
import { normalizedName } from "./names";

/**
 * Screening (issue 49, item 4): an admin uploads the EU's consolidated sanctions list; every open
 * investor is compared with it by name and birth date, and so is each one who sends their
 * identification later. A candidate is a ScreeningHit for an admin to clear (not the same person)
 * or confirm; until then the investor's participations cannot be confirmed (./state.ts). A
 * candidate already decided for the same entry is not raised again by a newer list.
 */

type Tx = Prisma.TransactionClient;

/** The whole list is about 25 MB (2025); room for its growth. */
export const MAX_SANCTIONS_LIST_BYTES = 100 * 1024 * 1024;

export const SCREENING_MESSAGES = {
  fileMissing: "Sube el archivo XML de la lista consolidada de sanciones de la UE",
  noPeople: "La lista no contiene ninguna persona física: ¿es el archivo XML completo de la UE?",
  decided: "Esta coincidencia ya está revisada",
} as const;

export type SanctionsListDto = {
  id: string;
  fileName: string;
  generatedAt: string | null;
  importedAt: string;
  entries: number;
};

/** What a list gave: its natural persons and enterprises, and the new candidates among the club's investors. */
export type ScreeningResult = { list: SanctionsListDto; people: number; entities: number; candidates: number };

const toListDto = (row: {
  id: string;
  fileName: string;
  generatedAt: Date | null;
  importedAt: Date;
  entries: number;
}): SanctionsListDto => ({
  id: row.id,
  fileName: row.fileName,
  generatedAt: row.generatedAt && instant(row.generatedAt),
  importedAt: instant(row.importedAt),
  entries: row.entries,
});

/** Imports a list file (its older lists' names are dropped: only the newest one screens) and screens every open investor against it. */
export async function importSanctionsList(actor: Actor | null, bytes: Uint8Array, fileName: string): Promise<ScreeningResult> {
  assertAdmin(actor);
  let file;
  try {
    file = readEuSanctionsList(bytes);
  } catch (error) {
    if (error instanceof SanctionsListError) throw new AppError("invalid", error.message, { fields: { file: error.message } });
    throw error;
  }
  if (!file.people.length) throw new AppError("invalid", SCREENING_MESSAGES.noPeople, { fields: { file: SCREENING_MESSAGES.noPeople } });
  const db = await prisma();
  const { list, candidates } = await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('sanctions-list', 0))`;
      const list = await tx.sanctionsList.create({
        data: { fileName: fileName.slice(0, 255), generatedAt: file.generatedAt, entries: file.people.length, importedBy: actor.id },
      });
      const names = file.people.flatMap((person) =>
        person.names.map((wholeName) => ({
          listId: list.id,
          reference: person.reference.slice(0, 60),
          wholeName,
          normalized: normalizedName(wholeName),
          birthDates: person.birthDates,
          details: person.details,
        })),
      );
      for (let i = 0; i < names.length; i += 2_000) await tx.sanctionsName.createMany({ data: names.slice(i, i + 2_000) });
      await tx.sanctionsName.deleteMany({ where: { listId: { not: list.id } } });
      const candidates = await screenPeople(tx, list.id, await openInvestors(tx));
      await recordAudit(tx, actor, {
        action: "sanctions-list-imported",
        entityType: "sanctions_list",
        entityId: list.id,
        entityLabel: list.fileName,
        after: { personas: file.people.length, nombres: names.length, coincidencias: candidates },
      });
      return { list, candidates };
    },
    { timeout: 120_000 },
  );
  const entities = file.people.filter((entry) => entry.kind === "enterprise").length;
  return { list: toListDto(list), people: file.people.length - entities, entities, candidates };
}

/** Someone screened: for whose account, their name as written (`label`) and as compared (`name`), their birth date. */
type Screened = { userId: string; label: string; name: string; birthDate: string | null };

const SCREENED = {
  id: true,
  firstName: true,
  lastName: true,
  identityVerification: { select: { birthDate: true, blockedAt: true } },
  investingCompany: { select: { name: true, owners: { select: { name: true, birthDate: true } } } },
} as const;

/**
 * Whom an account's screening compares with the list: its person (with their birth date), and when
 * it invests as a company, the company's name and each beneficial owner's.
 */
function screenedOf(user: Prisma.UserGetPayload<{ select: typeof SCREENED }>): Screened[] {
  const name = fullName(user);
  const company = user.identityVerification?.blockedAt ? null : user.investingCompany;
  const subject = (label: string, birthDate: Date | null) => ({
    userId: user.id,
    label,
    name: normalizedName(label),
    birthDate: calendarDate(birthDate),
  });
  const subjects: Screened[] = [
    ...(name ? [subject(name, user.identityVerification?.birthDate ?? null)] : []),
    ...(company ? [subject(company.name, null)] : []),
    ...(company?.owners ?? []).map((owner) => subject(owner.name, owner.birthDate)),
  ];
  return subjects.filter((screened) => screened.name);
}

async function openInvestors(tx: Tx): Promise<Screened[]> {
  const users = await tx.user.findMany({ where: { role: ROLES.investor, closedAt: null }, select: SCREENED });
  return users.flatMap(screenedOf);
}

/** Screens one person against the newest list (their identification was just sent or recorded); returns the new candidates. */
export async function screenInvestor(tx: Tx, userId: string): Promise<number> {
  const list = await tx.sanctionsList.findFirst({ orderBy: { importedAt: "desc" }, select: { id: true } });
  const user = await tx.user.findUnique({ where: { id: userId }, select: SCREENED });
  return list && user ? screenPeople(tx, list.id, screenedOf(user)) : 0;
}

/**
 * Compares people with a list's names: each person only with the names sharing a word with theirs
 * (an index by word), then isCandidate. Writes the new candidates and tells the admins.
 */
async function screenPeople(tx: Tx, listId: string, people: Screened[]): Promise<number> {
  if (!people.length) return 0;
  const names = await tx.sanctionsName.findMany({
    where: { listId },
    select: { reference: true, wholeName: true, normalized: true, birthDates: true, details: true },
  });
  const byWord = new Map<string, typeof names>();
  for (const name of names)
    for (const word of new Set(name.normalized.split(" "))) {
      const bucket = byWord.get(word);
      if (bucket) bucket.push(name);
      else byWord.set(word, [name]);
    }
  const decided = await tx.screeningHit.findMany({
    where: { userId: { in: people.map((person) => person.userId) }, status: { in: ["cleared", "confirmed"] } },
    select: { userId: true, reference: true },
  });
  const already = new Set(decided.map((hit) => `${hit.userId} ${hit.reference}`));
  const hits: Prisma.ScreeningHitCreateManyInput[] = [];
  for (const person of people) {
    const seen = new Set<string>();
    for (const word of new Set(person.name.split(" ")))
      for (const name of byWord.get(word) ?? []) {
        const key = `${person.userId} ${name.reference}`;
        if (seen.has(key) || already.has(key) || !isCandidate(person, name)) continue;
        seen.add(key);
        hits.push({
          userId: person.userId,
          listId,
          subject: person.label,
          reference: name.reference,
          listedName: name.wholeName,
          birthDates: name.birthDates,
          details: name.details,
        });
      }
  }
  if (!hits.length) return 0;
  const { count } = await tx.screeningHit.createMany({ data: hits, skipDuplicates: true });
  if (count) await enqueueEmails(tx, { kind: "screening", ...screeningCandidates(count) }, await adminAddresses(tx));
  return count;
}

export type ScreeningHitDto = {
  id: string;
  userId: string;
  investor: string | null;
  email: string | null;
  /** Whom the entry matched: the investor, their company or one of its beneficial owners, as written. */
  subject: string;
  reference: string;
  listedName: string;
  birthDates: string[];
  details: string | null;
  status: string;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
};

const HIT_SELECT = {
  id: true,
  userId: true,
  subject: true,
  reference: true,
  listedName: true,
  birthDates: true,
  details: true,
  status: true,
  note: true,
  createdAt: true,
  decidedAt: true,
  user: { select: { firstName: true, lastName: true, email: true } },
} satisfies Prisma.ScreeningHitSelect;

const toHitDto = ({
  user,
  createdAt,
  decidedAt,
  ...row
}: Prisma.ScreeningHitGetPayload<{ select: typeof HIT_SELECT }>): ScreeningHitDto => ({
  ...row,
  investor: fullName(user),
  email: user.email,
  createdAt: instant(createdAt),
  decidedAt: decidedAt && instant(decidedAt),
});

/** The candidates of one investor (their review page), or every open one (the queue). */
export async function listScreeningHits(actor: Actor | null, filter: { userId?: string } = {}): Promise<ScreeningHitDto[]> {
  assertAdmin(actor);
  const db = await prisma();
  const where = filter.userId ? { userId: rowId(filter.userId) } : { status: "open" };
  const rows = await db.screeningHit.findMany({ where, select: HIT_SELECT, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: 500 });
  return rows.map(toHitDto);
}

export async function latestSanctionsList(actor: Actor | null): Promise<SanctionsListDto | null> {
  assertAdmin(actor);
  const db = await prisma();
  const row = await db.sanctionsList.findFirst({ orderBy: { importedAt: "desc" } });
  return row && toListDto(row);
}

/** An admin clears a candidate (not the same person) or confirms it, with the reason; audited. A decided one stays decided. */
export async function decideScreeningHit(actor: Actor | null, id: string, input: unknown): Promise<ScreeningHitDto> {
  assertAdmin(actor);
  const values = screeningDecisionSchema.parse(input);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    const { count } = await tx.screeningHit.updateMany({
      where: { id: rowId(id), status: "open" },
      data: { status: values.status, note: values.note, decidedById: actor.id, decidedAt: new Date() },
    });
    const row = (await tx.screeningHit.findUnique({ where: { id: rowId(id) }, select: HIT_SELECT })) ?? notFound();
    if (!count) throw new AppError("conflict", SCREENING_MESSAGES.decided);
    await recordAudit(tx, actor, {
      action: "screening-decided",
      entityType: "screening_hit",
      entityId: row.id,
      entityLabel: `${fullName(row.user) ?? row.user.email} · ${row.reference}`,
      after: { estado: values.status, motivo: values.note, nombreEnLista: row.listedName },
    });
    return toHitDto(row);
  });
}
