import "server-only";
import { assertSignedIn, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { instant } from "../shared/dto";
import { NEWEST_FIRST, toUpdateDto, UPDATE_SELECT, type UpdateDto } from "./dto";
import { readableBy } from "./recipients";

/** How many of the latest updates Novedades lists (an operation runs for years: a few a quarter). */
export const FEED_LIMIT = 200;

const ownRead = (userId: string) => ({ recipients: { where: { userId }, select: { readAt: true } } });

/** Novedades: the updates of the operations the person holds, newest first, each with when they opened it. */
export async function listOwnUpdates(actor: Actor | null, { operationId }: { operationId?: string } = {}): Promise<UpdateDto[]> {
  assertSignedIn(actor);
  const db = await prisma();
  const rows = await db.operationUpdate.findMany({
    where: { ...readableBy(actor.id), ...(operationId ? { operationId: rowId(operationId) } : {}) },
    select: { ...UPDATE_SELECT, ...ownRead(actor.id) },
    orderBy: NEWEST_FIRST,
    take: FEED_LIMIT,
  });
  return rows.map((row) => toUpdateDto(row, row.recipients[0]?.readAt ?? null));
}

/** One of the person's updates; 404 when it is not of an operation they hold. */
export async function getOwnUpdate(actor: Actor | null, id: string): Promise<UpdateDto> {
  assertSignedIn(actor);
  const db = await prisma();
  const row = await db.operationUpdate.findFirst({
    where: { id: rowId(id), ...readableBy(actor.id) },
    select: { ...UPDATE_SELECT, ...ownRead(actor.id) },
  });
  if (!row) notFound();
  return toUpdateDto(row, row.recipients[0]?.readAt ?? null);
}

/**
 * The person opened the update: when is kept once (the first time), for the admin's "who read it".
 * One who joined the operation after it was posted gets a row of their own ("later"). Idempotent.
 */
export async function markUpdateRead(actor: Actor | null, id: string): Promise<{ readAt: string }> {
  assertSignedIn(actor);
  const db = await prisma();
  const update = await db.operationUpdate.findFirst({ where: { id: rowId(id), ...readableBy(actor.id) }, select: { id: true } });
  if (!update) notFound();
  const [row] = await db.$queryRaw<{ read_at: Date }[]>`
    INSERT INTO operation_update_recipients (update_id, user_id, delivery, read_at)
    VALUES (${update.id}::uuid, ${actor.id}::uuid, 'later', now())
    ON CONFLICT (update_id, user_id) DO UPDATE SET read_at = coalesce(operation_update_recipients.read_at, excluded.read_at)
    RETURNING read_at`;
  return { readAt: instant(row!.read_at) };
}

/** The Novedades badge: the person's updates they have not opened. */
export async function unreadUpdateCount(actor: Actor): Promise<number> {
  const db = await prisma();
  return db.operationUpdate.count({
    where: { ...readableBy(actor.id), NOT: { recipients: { some: { userId: actor.id, readAt: { not: null } } } } },
  });
}
