import "server-only";
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import type { AuditAction } from "@/lib/audit";
import { IBAN_CHANGE_MESSAGES, ibanChangeLinkSchema } from "@/lib/validations/iban-change";
import { maskedIban } from "@/lib/validations/identity";
import { HOLDING_STATUSES } from "@/lib/validations/investment";
import { assertAdmin, assertSignedIn, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { AppError } from "../core/errors";
import { recordAudit } from "../audit/record";
import { personLabel, USER_AUDIT } from "../audit/snapshots";
import { enqueueEmails } from "../mail/outbox";
import { ibanChanged, ibanChangeNoticed, ibanChangeProposed } from "../mail/templates";
import { PRIVATE_LINK } from "../platform/mail/private-link";
import { prisma } from "../platform/database/client";
import { env } from "../platform/env";
import { hashToken } from "../auth/token-hashing";
import { attemptSucceeded, countAttempt } from "../auth/throttle";
import { instant } from "../shared/dto";

/**
 * An investor's payout account changed by an administrator takes effect only when someone other
 * than that administrator agrees (issue 46): the investor, by the one-time link e-mailed to them or
 * in Mis datos, or a second administrator. Until then every payout (the SEPA file) uses the IBAN on
 * the account, and the admin screens say a change is waiting. Each step is audited; the investor is
 * told by e-mail when it takes effect. docs/product.md, "Payout IBAN changed by the club".
 */

type Tx = Prisma.TransactionClient;

/** The one-time link works this long; an admin can still approve or cancel the change after. */
export const IBAN_LINK_DAYS = 7;

/** How long after an admin changed an investor's e-mail an IBAN change is still confirmed through the address before. */
export const PRIOR_ADDRESS_DAYS = 30;

/**
 * In the admin's write (server/investors/records.ts, after its audit row): the new IBAN waits instead
 * of replacing the account's; a newer proposal replaces an older one (and its link). The investor gets
 * the link — at the address in force before, when an admin changed the e-mail in this edit or in the
 * 30 days before (issue 64, item 3: one admin typing a new e-mail and a new IBAN must not confirm
 * both), and the new address is only told.
 */
export async function proposeIbanChange(tx: Tx, actor: Actor, user: { id: string; email: string | null }, iban: string): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const priorEmail = await addressBeforeAdminChange(tx, user.id, user.email);
  const change = {
    iban,
    requestedById: actor.id,
    requestedAt: new Date(),
    tokenHash: hashToken(token),
    linkExpiresAt: linkExpiry(),
    priorEmail,
  };
  await tx.ibanChange.upsert({ where: { userId: user.id }, create: { userId: user.id, ...change }, update: change });
  const person = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: USER_AUDIT });
  await recordIbanEvent(tx, actor, "iban-change-requested", { id: user.id, ...person }, person.iban, iban);
  const linkTo = priorEmail ?? user.email;
  if (linkTo) {
    const url = new URL("/handler/iban", env().SITE_URL);
    url.searchParams.set("token", token);
    const link = ibanChangeProposed(maskedIban(iban), PRIVATE_LINK, { inMisDatos: priorEmail === null });
    await enqueueEmails(tx, { kind: "iban-change", ...link, privateLink: url.toString() }, [linkTo]);
  }
  if (priorEmail && user.email) await enqueueEmails(tx, { kind: "iban-change", ...ibanChangeNoticed(maskedIban(iban)) }, [user.email]);
}

/**
 * The address the person had before an admin changed it within PRIOR_ADDRESS_DAYS (the earliest such
 * change's, from the audit log's field changes; the person's own changes in Mis datos do not count), or
 * null when no admin changed it lately.
 */
async function addressBeforeAdminChange(tx: Tx, userId: string, current: string | null): Promise<string | null> {
  const rows = await tx.auditEvent.findMany({
    where: {
      entityType: "user",
      entityId: userId,
      action: "update",
      actorId: { not: userId },
      createdAt: { gte: new Date(Date.now() - PRIOR_ADDRESS_DAYS * 86_400_000) },
    },
    orderBy: { id: "asc" },
    select: { changes: true },
  });
  for (const row of rows) {
    const changes = (Array.isArray(row.changes) ? row.changes : []) as { field?: string; from?: unknown }[];
    const email = changes.find((change) => change.field === "email");
    if (email && typeof email.from === "string" && email.from.toLowerCase() !== current?.toLowerCase()) return email.from;
  }
  return null;
}

const linkExpiry = () => new Date(Date.now() + IBAN_LINK_DAYS * 86_400_000);

/** Mis datos: the IBAN the club typed for the signed-in investor, waiting for them, or null; `confirmHere` false when only the link to the address before (or a second admin) confirms it. */
export async function ownPendingIban(actor: Actor | null): Promise<{ iban: string; requestedAt: string; confirmHere: boolean } | null> {
  assertSignedIn(actor);
  const db = await prisma();
  const change = await db.ibanChange.findUnique({
    where: { userId: actor.id },
    select: { iban: true, requestedAt: true, priorEmail: true },
  });
  return change && { iban: change.iban, requestedAt: instant(change.requestedAt), confirmHere: change.priorEmail === null };
}

/**
 * `POST /api/iban-change/confirm` `{ token }`: the investor confirms by the e-mailed link (no session
 * needed). Tokens tried are counted per client like a one-time password link's.
 */
export async function confirmIbanChangeByLink(input: unknown, client: string): Promise<{ iban: string }> {
  const { token } = ibanChangeLinkSchema.parse(input);
  const attempt = await countAttempt("iban-link", null, client);
  const db = await prisma();
  const change = await db.ibanChange.findUnique({ where: { tokenHash: hashToken(token) }, select: { userId: true, linkExpiresAt: true } });
  if (!change || change.linkExpiresAt < new Date()) throw new AppError("invalid", IBAN_CHANGE_MESSAGES.linkInvalid);
  await attemptSucceeded(attempt);
  const investor = await db.user.findUniqueOrThrow({
    where: { id: change.userId },
    select: { id: true, email: true, firstName: true, lastName: true, role: true },
  });
  return applyIbanChange(change.userId, investor);
}

/** `POST /api/account/iban-change`: the signed-in investor confirms the club's change in Mis datos. */
export async function confirmOwnIbanChange(actor: Actor | null): Promise<{ iban: string }> {
  assertSignedIn(actor);
  const db = await prisma();
  const change = (await db.ibanChange.findUnique({ where: { userId: actor.id }, select: { priorEmail: true } })) ?? noChange();
  // Whoever holds the new address may not be the investor: the one before, or a second admin, confirms.
  if (change.priorEmail !== null) throw new AppError("forbidden", IBAN_CHANGE_MESSAGES.priorAddress);
  return applyIbanChange(actor.id, actor);
}

/** `POST /api/users/{id}/iban-change`: a second administrator approves it (never the one who proposed it). */
export async function approveIbanChange(actor: Actor | null, userId: string): Promise<{ iban: string }> {
  assertAdmin(actor);
  const db = await prisma();
  const change = (await db.ibanChange.findUnique({ where: { userId: rowId(userId) }, select: { requestedById: true } })) ?? noChange();
  if (change.requestedById === actor.id) throw new AppError("forbidden", IBAN_CHANGE_MESSAGES.sameAdmin);
  return applyIbanChange(userId, actor);
}

/** `DELETE /api/users/{id}/iban-change` (an admin) or `DELETE /api/account/iban-change` (the investor): the account keeps its IBAN. */
export async function cancelIbanChange(actor: Actor | null, userId?: string): Promise<void> {
  if (userId === undefined) assertSignedIn(actor);
  else assertAdmin(actor);
  const id = userId === undefined ? actor!.id : rowId(userId);
  const db = await prisma();
  await db.$transaction(async (tx) => {
    const change = (await tx.ibanChange.findUnique({ where: { userId: id }, select: { iban: true } })) ?? noChange();
    await tx.ibanChange.delete({ where: { userId: id } });
    const person = (await tx.user.findUnique({ where: { id }, select: USER_AUDIT })) ?? notFound();
    await recordIbanEvent(tx, actor, "iban-change-cancelled", { id, ...person }, change.iban, person.iban);
  });
}

/** The audit row of a step of the change: the person, and the IBAN it went from and to (the proposed one, when proposed). */
async function recordIbanEvent(
  tx: Tx,
  actor: Actor | null,
  action: Extract<AuditAction, `iban-change-${string}`>,
  person: { id: string; firstName: string | null; lastName: string | null; email: string | null },
  from: string | null,
  to: string | null,
): Promise<void> {
  const entry = { action, entityType: "user", entityId: person.id, entityLabel: personLabel(person) } as const;
  await recordAudit(tx, actor, { ...entry, before: { iban: from }, after: { iban: to } });
}

function noChange(): never {
  throw new AppError("not-found", IBAN_CHANGE_MESSAGES.none);
}

/** The waiting IBAN becomes the account's, in one transaction with its audit row and the investor's e-mail. */
async function applyIbanChange(userId: string, actor: Actor): Promise<{ iban: string }> {
  const db = await prisma();
  return db.$transaction(async (tx) => {
    const change = (await tx.ibanChange.findUnique({ where: { userId }, select: { iban: true, priorEmail: true } })) ?? noChange();
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: USER_AUDIT });
    await tx.ibanChange.delete({ where: { userId } });
    const after = await tx.user.update({ where: { id: userId }, data: { iban: change.iban }, select: USER_AUDIT });
    await recordIbanEvent(tx, actor, "iban-change-confirmed", { id: userId, ...after }, before.iban, after.iban);
    // Told at the address in force, and at the one before when the e-mail changed lately.
    const told = [...new Set([after.email, change.priorEmail].filter((address) => address !== null))];
    if (told.length) await enqueueEmails(tx, { kind: "iban-changed", ...ibanChanged(maskedIban(change.iban)) }, told);
    return { iban: change.iban };
  });
}

/** The operation's page: its investors with a payout IBAN waiting (their payouts still go to the IBAN in force). */
export async function investorsWithPendingIban(actor: Actor | null, operationId: string): Promise<{ id: string; name: string }[]> {
  assertAdmin(actor);
  const db = await prisma();
  const rows = await db.user.findMany({
    where: {
      ibanChange: { isNot: null },
      investments: { some: { operationId: rowId(operationId), status: { in: [...HOLDING_STATUSES] } } },
    },
    select: { id: true, firstName: true, lastName: true, email: true },
    orderBy: [{ lastName: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => ({ id: row.id, name: personLabel(row) ?? row.email ?? row.id }));
}
