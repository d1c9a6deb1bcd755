import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { Prisma } from "@/generated/prisma/client";
import { fillLegalText, isLegalKind, LEGAL_KINDS, LEGAL_PAGES, type ClubIdentity, type LegalKind } from "@/lib/legal";
import { legalTextSchema } from "@/lib/validations/legal";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError, MESSAGES } from "../core/errors";
import { recordAudit } from "../audit/record";
import { CACHE_TAGS, invalidateSettings } from "../platform/cache/cache-tags";
import { prisma } from "../platform/database/client";
import { env } from "../platform/env";
import { readSettings } from "../settings";
import { readTaxSettings } from "../tax/settings";
import { DEFAULT_LEGAL_TEXTS } from "./defaults";

/** A version of a legal text: 0 is the starting text (server/legal/defaults.ts), never stored. */
export type LegalVersion = { version: number; publishedAt: string | null; publishedBy: string | null };

/** A legal page as the public sees it: its current text with the club's identity filled in. */
export type PublishedLegalText = LegalVersion & { kind: LegalKind; title: string; body: string };

/** Configuración: a text's current Markdown (with its placeholders) and every version, newest first. */
export type EditableLegalText = { kind: LegalKind; title: string; body: string; versions: LegalVersion[] };

type Reader = Pick<Prisma.TransactionClient, "legalText">;

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

/** The club's identity as the legal texts name it (Configuración: Datos públicos and Fiscalidad). */
export async function clubIdentity(): Promise<ClubIdentity> {
  const [site, tax] = await Promise.all([readSettings(), readTaxSettings()]);
  return {
    nombre: tax.clubLegalName ?? "",
    nif: tax.clubNif ?? "",
    domicilio: tax.clubAddress ?? "",
    registro: tax.clubRegistry ?? "",
    email: site.contactEmail,
    web: env().SITE_URL.replace(/\/$/, ""),
  };
}

/** The public page's text, cached until an admin publishes a version or changes the club's identity. */
export async function getPublishedLegalText(kind: LegalKind): Promise<PublishedLegalText> {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.settings);
  const db = await prisma();
  const [row, identity] = await Promise.all([latest(db, kind), clubIdentity()]);
  return {
    kind,
    title: LEGAL_PAGES[kind].title,
    body: fillLegalText(row?.body ?? DEFAULT_LEGAL_TEXTS[kind], identity),
    version: row?.version ?? 0,
    publishedAt: row?.publishedAt.toISOString() ?? null,
    publishedBy: null,
  };
}

/** Every legal text as Configuración edits it. */
export async function listLegalTexts(actor: Actor | null): Promise<EditableLegalText[]> {
  assertAdmin(actor);
  const db = await prisma();
  const rows = await db.legalText.findMany({
    orderBy: [{ kind: "asc" }, { version: "desc" }],
    select: { kind: true, version: true, body: true, publishedAt: true, publishedById: true },
  });
  const names = await publisherNames(
    db,
    rows.map((row) => row.publishedById),
  );
  return LEGAL_KINDS.map((kind) => {
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

async function publisherNames(db: Prisma.TransactionClient | Awaited<ReturnType<typeof prisma>>, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map<string, string>();
  const users = await db.user.findMany({
    where: { id: { in: wanted } },
    select: { id: true, firstName: true, lastName: true, email: true },
  });
  return new Map(users.map((user) => [user.id, [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || user.id]));
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
      entityLabel: `${LEGAL_PAGES[kind].title}, versión ${version}`,
      after: { version, characters: body.length },
    });
    return true;
  });
  if (published) await invalidateSettings();
  return (await listLegalTexts(actor)).find((entry) => entry.kind === kind)!;
}

/** A legal text's name from a path: anything else is not found. */
export function legalKind(value: string): LegalKind {
  if (!isLegalKind(value)) throw new AppError("not-found", MESSAGES.notFound);
  return value;
}
