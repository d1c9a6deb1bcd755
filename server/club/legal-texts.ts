import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { Prisma } from "@/generated/prisma/client";
import {
  clubIdentityOf,
  fillLegalText,
  isLegalKind,
  LEGAL_KINDS,
  LEGAL_PAGES,
  printedLegalVersion,
  type ClubIdentity,
  type LegalKind,
} from "@/lib/legal";
import { legalTextSchema } from "@/lib/validations/legal";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError, MESSAGES } from "../core/errors";
import { recordAudit } from "../audit/record";
import { CACHE_TAGS, invalidateSettings } from "../platform/cache/cache-tags";
import { prisma } from "../platform/database/client";
import { env } from "../platform/env";
import { DEFAULT_SETTINGS } from "./settings";
import { personLabel } from "../audit/snapshots";
import { DEFAULT_LEGAL_TEXTS } from "./legal-defaults";

/** A version of a legal text: 0 is the starting text (./legal-defaults.ts), never stored. */
export type LegalVersion = { version: number; publishedAt: string | null; publishedBy: string | null };

/** A legal page as the public sees it: its current text with the club's identity filled in. */
export type PublishedLegalText = { kind: LegalKind; title: string; body: string; version: number; publishedAt: string | null };

/** Configuración: a text's current Markdown (with its placeholders) and every version, newest first. */
export type EditableLegalText = { kind: LegalKind; title: string; body: string; versions: LegalVersion[] };

type Reader = Pick<Prisma.TransactionClient, "legalText">;
type Database = Awaited<ReturnType<typeof prisma>>;

const STARTING_VERSION: LegalVersion = { version: 0, publishedAt: null, publishedBy: null };

async function latest(db: Reader, kind: LegalKind) {
  return db.legalText.findFirst({
    where: { kind },
    orderBy: { version: "desc" },
    select: { version: true, body: true, publishedAt: true },
  });
}

/** The version a person accepts now (recorded with their consent). */
export async function currentLegalVersion(db: Reader, kind: LegalKind): Promise<number> {
  return (await latest(db, kind))?.version ?? 0;
}

/** The club's identity as the legal texts name it (Configuración: Datos públicos, Identidad y fiscalidad). */
async function clubIdentity(db: Pick<Database, "setting">): Promise<ClubIdentity> {
  const row = await db.setting.findUnique({
    where: { id: 1 },
    select: { contactEmail: true, clubLegalName: true, clubNif: true, clubAddress: true, clubRegistry: true },
  });
  const none = { contactEmail: DEFAULT_SETTINGS.contactEmail, clubLegalName: null, clubNif: null, clubAddress: null, clubRegistry: null };
  return clubIdentityOf(row ?? none, env().SITE_URL);
}

/** The public page's text, cached until an admin publishes a version or changes the club's identity. */
export async function getPublishedLegalText(kind: LegalKind): Promise<PublishedLegalText> {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.settings);
  return currentLegalText(await prisma(), kind);
}

/** A legal text's current version as it reads now (the club's identity filled in), uncached: what a person signs. */
export async function currentLegalText(db: Reader & Pick<Database, "setting">, kind: LegalKind): Promise<PublishedLegalText> {
  const [row, identity] = await Promise.all([latest(db, kind), clubIdentity(db)]);
  return {
    kind,
    title: LEGAL_PAGES[kind].title,
    body: fillLegalText(row?.body ?? DEFAULT_LEGAL_TEXTS[kind], identity),
    version: row?.version ?? 0,
    publishedAt: row?.publishedAt.toISOString() ?? null,
  };
}

/** Every legal text as Configuración edits it. */
export async function listLegalTexts(actor: Actor | null): Promise<EditableLegalText[]> {
  assertAdmin(actor);
  return editableTexts(await prisma(), LEGAL_KINDS);
}

/** `kinds`' current Markdown and versions, each with its publisher's name. */
async function editableTexts(db: Database, kinds: readonly LegalKind[]): Promise<EditableLegalText[]> {
  const rows = await db.legalText.findMany({
    where: { kind: { in: [...kinds] } },
    orderBy: [{ kind: "asc" }, { version: "desc" }],
    select: { kind: true, version: true, body: true, publishedAt: true, publishedById: true },
  });
  const publisherIds = [...new Set(rows.flatMap((row) => (row.publishedById ? [row.publishedById] : [])))];
  const publishers = publisherIds.length
    ? await db.user.findMany({ where: { id: { in: publisherIds } }, select: { id: true, firstName: true, lastName: true, email: true } })
    : [];
  const names = new Map(publishers.map((user) => [user.id, personLabel(user)]));
  return kinds.map((kind) => {
    const mine = rows.filter((row) => row.kind === kind);
    return {
      kind,
      title: LEGAL_PAGES[kind].title,
      body: mine[0]?.body ?? DEFAULT_LEGAL_TEXTS[kind],
      versions: [
        ...mine.map((row) => ({
          version: row.version,
          publishedAt: row.publishedAt.toISOString(),
          publishedBy: (row.publishedById && names.get(row.publishedById)) ?? null,
        })),
        STARTING_VERSION,
      ],
    };
  });
}

/**
 * Publishes a new version of a legal text: earlier versions stay, with their dates, so what a person
 * accepted can always be shown. The same text as the current one publishes nothing. Audited; the
 * public page shows it at once.
 */
export async function publishLegalText(actor: Actor | null, kindName: string, input: unknown): Promise<EditableLegalText> {
  assertAdmin(actor);
  const kind = legalKind(kindName);
  const { body } = legalTextSchema.parse(input);
  const db = await prisma();
  const published = await db.$transaction(async (tx) => {
    // One publisher at a time per text: two saves at once would both take the same next number.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`legal:${kind}`}))`;
    const current = await latest(tx, kind);
    if ((current?.body ?? DEFAULT_LEGAL_TEXTS[kind]) === body) return false;
    const version = (current?.version ?? 0) + 1;
    const row = await tx.legalText.create({ data: { kind, version, body, publishedById: actor.id }, select: { id: true } });
    await recordAudit(tx, actor, {
      action: "create",
      entityType: "legal_text",
      entityId: row.id,
      entityLabel: `${LEGAL_PAGES[kind].title}, versión ${printedLegalVersion(version)}`,
      after: { version, characters: body.length },
    });
    return true;
  });
  if (published) await invalidateSettings();
  const [text] = await editableTexts(db, [kind]);
  return text!;
}

/** A legal text's name from a path: anything else is not found. */
export function legalKind(value: string): LegalKind {
  if (!isLegalKind(value)) throw new AppError("not-found", MESSAGES.notFound);
  return value;
}
