import "server-only";
import { latestTest, type AppropriatenessResult } from "../appropriateness/test";
import { addMonths } from "date-fns";
import type { Prisma } from "@/generated/prisma/client";
import { dayInMadrid } from "@/lib/format";
import {
  KYC_MESSAGES,
  RISK_LEVEL_LABELS,
  RISK_LEVELS,
  recordedVerificationSchema,
  reviewDecisionSchema,
  type RiskLevel,
  type VerificationStatus,
} from "@/lib/validations/kyc";
import { assertAdmin, isAdmin, ROLES, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { calendarDate, fullName, instant } from "../shared/dto";
import { enqueueEmails } from "../mail/outbox";
import { adminAddresses } from "../mail/notifications";
import { verificationRejected, verificationSecondApproval, verificationVerified } from "../mail/templates";
import { clientAddress } from "../platform/request/client-address";
import { servedFile, storedFileResponse } from "../files/serve-file";
import { DECLARATION_SELECT, FILE_SELECT, toDeclaration, toFileDto, type DeclarationDto, type IdentityFileDto } from "./onboarding";
import { readKycSettings } from "./settings";
import { COMPANY_SELECT, toCompanyDto, type CompanyDto } from "./company";
import { VERIFICATION_SUMMARY, verificationSummary, type VerificationSummary } from "./state";
import { listScreeningHits, screenInvestor, type ScreeningHitDto } from "./screening";

/**
 * "Verificaciones" (issue 49, item 3): the admins' queue of identifications, each declaration with
 * its files from the vault, and the decision — verified (a high risk needs a second admin) or
 * rejected with the reason the investor reads —, audited and e-mailed. An admin also records an
 * investor identified outside the platform (`POST /api/users/{id}/verification`).
 */

type Tx = Prisma.TransactionClient;

export const QUEUE_FILTERS = ["pending", "expiring", "verified", "rejected", "expired", "screening"] as const;

/** Days before a lapse when a verification is "expiring": the document's reminder goes a month before. */
export const EXPIRING_DAYS = 30;

/**
 * Verified identifications that lapse within EXPIRING_DAYS (a document, a beneficial owner's, or the
 * periodic review), still in force today.
 */
export function expiringWhere(today: Date): Prisma.IdentityVerificationWhereInput {
  const soon = new Date(today.getTime() + EXPIRING_DAYS * 86_400_000);
  const reviewSoon = new Date(soon.getTime() + 86_400_000);
  return {
    status: "verified",
    ...inForceWhere(today),
    OR: [{ documentExpiry: { lte: soon } }, { ownersDocumentExpiry: { lte: soon } }, { reviewDue: { lte: reviewSoon } }],
  };
}

/**
 * A verification whose dates still hold: written field by field (a NOT over nullable dates would
 * leave out the rows where one is empty).
 */
export const inForceWhere = (today: Date): Prisma.IdentityVerificationWhereInput => ({
  AND: [
    { OR: [{ documentExpiry: null }, { documentExpiry: { gte: today } }] },
    { OR: [{ ownersDocumentExpiry: null }, { ownersDocumentExpiry: { gte: today } }] },
    { OR: [{ reviewDue: null }, { reviewDue: { gt: today } }] },
  ],
});

/** A verification that no longer counts: a document (or an owner's) expired, or the review fell due. */
export const lapsedWhere = (today: Date): Prisma.IdentityVerificationWhereInput => ({
  OR: [{ documentExpiry: { lt: today } }, { ownersDocumentExpiry: { lt: today } }, { reviewDue: { lte: today } }],
});
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

export type VerificationRowDto = {
  userId: string;
  investor: string | null;
  email: string | null;
  verification: VerificationSummary;
  origin: string;
  documentType: string | null;
  submittedAt: string | null;
  /** A high risk approved once: who approved it, waiting for a second admin. */
  firstApprovalBy: string | null;
  openHits: number;
};

const ROW_SELECT = {
  ...VERIFICATION_SUMMARY,
  userId: true,
  origin: true,
  documentType: true,
  submittedAt: true,
  firstApprovalById: true,
  user: { select: { firstName: true, lastName: true, email: true, _count: { select: { screeningHits: { where: { status: "open" } } } } } },
} satisfies Prisma.IdentityVerificationSelect;

async function namesOf(db: Pick<Tx, "user">, ids: (string | null)[]): Promise<Map<string, string>> {
  const present = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!present.length) return new Map();
  const users = await db.user.findMany({
    where: { id: { in: present } },
    select: { id: true, firstName: true, lastName: true, email: true },
  });
  return new Map(users.map((user) => [user.id, personLabel(user) ?? user.id]));
}

/** The queue, by what waits: pending (default), expiring soon, verified, rejected, expired, or with open sanctions candidates. */
export async function listVerifications(actor: Actor | null, filter: string | null, now = new Date()): Promise<VerificationRowDto[]> {
  assertAdmin(actor);
  const status: QueueFilter = (QUEUE_FILTERS as readonly string[]).includes(filter ?? "") ? (filter as QueueFilter) : "pending";
  const today = new Date(dayInMadrid(now));
  const lapsed = lapsedWhere(today);
  const where: Prisma.IdentityVerificationWhereInput = {
    blockedAt: null,
    user: { closedAt: null },
    ...(status === "pending" || status === "rejected" ? { status } : {}),
    ...(status === "verified" ? { status, ...inForceWhere(today) } : {}),
    ...(status === "expired" ? { status: "verified", ...lapsed } : {}),
    ...(status === "expiring" ? expiringWhere(today) : {}),
    ...(status === "screening" ? { user: { closedAt: null, screeningHits: { some: { status: "open" } } } } : {}),
  };
  const db = await prisma();
  const rows = await db.identityVerification.findMany({
    where,
    select: ROW_SELECT,
    orderBy: [{ submittedAt: { sort: "asc", nulls: "last" } }, { userId: "asc" }],
    take: 500,
  });
  const names = await namesOf(
    db,
    rows.map((row) => row.firstApprovalById),
  );
  return rows.map((row) => ({
    userId: row.userId,
    investor: fullName(row.user),
    email: row.user.email,
    verification: verificationSummary(row, now),
    origin: row.origin,
    documentType: row.documentType,
    submittedAt: row.submittedAt && instant(row.submittedAt),
    firstApprovalBy: row.firstApprovalById ? (names.get(row.firstApprovalById) ?? null) : null,
    openHits: row.user._count.screeningHits,
  }));
}

export type VerificationDetailDto = VerificationRowDto & {
  declaration: DeclarationDto | null;
  decisionNote: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  firstApprovalAt: string | null;
  reviewDue: string | null;
  /** The investor's latest "Test de conveniencia" (issue 66, item 2), null before the first. */
  appropriateness: AppropriatenessResult | null;
  riskAcknowledgedAt: string | null;
  files: IdentityFileDto[];
  /** The company the investor represents and invests as, with its beneficial owners. */
  company: CompanyDto | null;
  hits: ScreeningHitDto[];
  /** The sanctions list the screening last ran against (issue 67, item 2: whether one was loaded, and when), or null. */
  screeningList: { fileName: string; importedAt: string; entries: number } | null;
};

/** One investor's identification as the reviewer sees it: 404 for anyone but an open investor's. */
export async function getVerification(actor: Actor | null, userId: string, now = new Date()): Promise<VerificationDetailDto> {
  assertAdmin(actor);
  const db = await prisma();
  const user = await db.user.findFirst({
    where: { id: rowId(userId), role: ROLES.investor, closedAt: null },
    select: { id: true, firstName: true, lastName: true, email: true },
  });
  if (!user) notFound();
  const [row, files, hits, company, appropriateness, list] = await Promise.all([
    db.identityVerification.findUnique({
      where: { userId: user.id },
      select: {
        ...DECLARATION_SELECT,
        ...ROW_SELECT,
        decidedById: true,
        decidedAt: true,
        firstApprovalAt: true,
        riskAcknowledgedAt: true,
      },
    }),
    db.identityFile.findMany({ where: { userId: user.id }, select: FILE_SELECT, orderBy: [{ kind: "asc" }, { uploadedAt: "asc" }] }),
    listScreeningHits(actor, { userId: user.id }),
    db.investingCompany.findUnique({ where: { userId: user.id }, select: COMPANY_SELECT }),
    latestTest(db, user.id),
    db.sanctionsList.findFirst({ orderBy: { importedAt: "desc" }, select: { fileName: true, importedAt: true, entries: true } }),
  ]);
  const names = await namesOf(db, [row?.decidedById ?? null, row?.firstApprovalById ?? null]);
  return {
    userId: user.id,
    investor: fullName(user),
    email: user.email,
    verification: verificationSummary(row, now),
    origin: row?.origin ?? "online",
    documentType: row?.documentType ?? null,
    submittedAt: row?.submittedAt ? instant(row.submittedAt) : null,
    firstApprovalBy: row?.firstApprovalById ? (names.get(row.firstApprovalById) ?? null) : null,
    openHits: hits.filter((hit) => hit.status === "open").length,
    declaration: row ? toDeclaration(row) : null,
    decisionNote: row?.decisionNote ?? null,
    decidedBy: row?.decidedById ? (names.get(row.decidedById) ?? null) : null,
    decidedAt: row?.decidedAt ? instant(row.decidedAt) : null,
    firstApprovalAt: row?.firstApprovalAt ? instant(row.firstApprovalAt) : null,
    reviewDue: calendarDate(row?.reviewDue ?? null),
    appropriateness,
    riskAcknowledgedAt: row?.riskAcknowledgedAt ? instant(row.riskAcknowledgedAt) : null,
    files: files.map(toFileDto),
    company: toCompanyDto(company),
    hits,
    screeningList: list && { fileName: list.fileName, importedAt: instant(list.importedAt), entries: list.entries },
  };
}

/** The day the periodic review falls due, counted from the decision by the risk level's months. */
async function reviewDueFrom(tx: Tx, riskLevel: RiskLevel, now: Date): Promise<Date> {
  const { reviewMonths } = await readKycSettings(tx);
  return addMonths(new Date(dayInMadrid(now)), reviewMonths[riskLevel]);
}

type Decided = { status: VerificationStatus; awaitingSecondAdmin: boolean };

/**
 * Verifies (with the risk level; high needs two admins: the first approval waits, a second admin's
 * completes it) or rejects a pending identification. The row is locked, so two admins deciding at
 * once decide once.
 */
async function decide(
  tx: Tx,
  actor: Actor,
  user: { id: string; email: string | null; firstName: string | null; lastName: string | null },
  decision: { decision: "verified"; riskLevel: RiskLevel; note: string | null } | { decision: "rejected"; note: string },
  now: Date,
): Promise<Decided> {
  const row = await tx.identityVerification.findUniqueOrThrow({
    where: { userId: user.id },
    select: { firstApprovalById: true, riskLevel: true },
  });
  const label = personLabel(user);
  if (decision.decision === "rejected") {
    await tx.identityVerification.update({
      where: { userId: user.id },
      data: {
        status: "rejected",
        decisionNote: decision.note,
        decidedById: actor.id,
        decidedAt: now,
        firstApprovalById: null,
        firstApprovalAt: null,
      },
    });
    await recordAudit(tx, actor, {
      action: "verification-rejected",
      entityType: "verification",
      entityId: user.id,
      entityLabel: label,
      after: { motivo: decision.note },
    });
    if (user.email) await enqueueEmails(tx, { kind: "verification", ...verificationRejected(decision.note) }, [user.email]);
    return { status: "rejected", awaitingSecondAdmin: false };
  }
  const { riskLevel, note } = decision;
  const floor = await riskFloor(tx, user.id, row.riskLevel as RiskLevel);
  if (RISK_LEVELS.indexOf(riskLevel) < RISK_LEVELS.indexOf(floor)) {
    const message = KYC_MESSAGES.riskBelowFloor(RISK_LEVEL_LABELS[floor].toLowerCase());
    throw new AppError("invalid", message, { fields: { riskLevel: message } });
  }
  if (riskLevel === "high") {
    if (row.firstApprovalById === actor.id) throw new AppError("conflict", KYC_MESSAGES.sameAdmin);
    if (!row.firstApprovalById) {
      await tx.identityVerification.update({
        where: { userId: user.id },
        data: { riskLevel, firstApprovalById: actor.id, firstApprovalAt: now, decisionNote: note },
      });
      await recordAudit(tx, actor, {
        action: "verification-approved",
        entityType: "verification",
        entityId: user.id,
        entityLabel: label,
        after: { riesgo: riskLevel, nota: note },
      });
      const others = (await adminAddresses(tx)).filter((address) => address !== actor.email);
      const message = verificationSecondApproval({
        investor: label ?? "Un inversor",
        userId: user.id,
        approvedBy: personLabel(actor) ?? "Un administrador",
      });
      await enqueueEmails(tx, { kind: "verification", ...message }, others);
      return { status: "pending", awaitingSecondAdmin: true };
    }
  }
  const reviewDue = await reviewDueFrom(tx, riskLevel, now);
  await tx.identityVerification.update({
    where: { userId: user.id },
    data: { status: "verified", riskLevel, decidedById: actor.id, decidedAt: now, decisionNote: note, reviewDue },
  });
  await recordAudit(tx, actor, {
    action: "verification-verified",
    entityType: "verification",
    entityId: user.id,
    entityLabel: label,
    after: { riesgo: riskLevel, revision: calendarDate(reviewDue), nota: note },
  });
  if (user.email) await enqueueEmails(tx, { kind: "verification", ...verificationVerified() }, [user.email]);
  return { status: "verified", awaitingSecondAdmin: false };
}

/**
 * Issue 64, item 6: the lowest risk a decision may give — what the declaration said when it was sent
 * (server/kyc/onboarding.ts: PEP, country, amounts), or a first approval raised since, and high while
 * the sanctions screening has a match open or confirmed. The two-admin rule follows it, not the decider.
 */
async function riskFloor(tx: Tx, userId: string, declared: RiskLevel): Promise<RiskLevel> {
  const matched = await tx.screeningHit.count({ where: { userId, status: { in: ["open", "confirmed"] } } });
  return matched ? "high" : declared;
}

async function lockInvestor(tx: Tx, userId: string) {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  return (
    (await tx.user.findFirst({
      where: { id: userId, role: ROLES.investor, closedAt: null },
      select: { id: true, email: true, firstName: true, lastName: true, nif: true },
    })) ?? notFound()
  );
}

/** An admin's decision on a pending declaration ("Verificaciones"). */
export async function decideVerification(
  actor: Actor | null,
  userId: string,
  input: unknown,
  now = new Date(),
): Promise<VerificationDetailDto> {
  assertAdmin(actor);
  const values = reviewDecisionSchema.parse(input);
  const db = await prisma();
  await db.$transaction(async (tx) => {
    const user = await lockInvestor(tx, rowId(userId));
    const row = await tx.identityVerification.findUnique({
      where: { userId: user.id },
      select: { status: true, riskLevel: true, blockedAt: true, submittedAt: true },
    });
    if (!row || row.blockedAt || row.status !== "pending") throw new AppError("conflict", KYC_MESSAGES.notPending);
    // Decided on the declaration that was seen: one sent again since (another PEP answer, other amounts) is reviewed again.
    if (!row.submittedAt || instant(row.submittedAt) !== values.reviewed) throw new AppError("conflict", KYC_MESSAGES.changedSince);
    const decision =
      values.decision === "verified"
        ? { decision: "verified" as const, riskLevel: values.riskLevel ?? (row.riskLevel as RiskLevel), note: values.note }
        : values;
    await decide(tx, actor, user, decision, now);
  });
  return getVerification(actor, userId, now);
}

/**
 * `POST /api/users/{id}/verification`: an investor identified outside the platform (in person, at
 * the notary) recorded as verified with their document, or rejected. It replaces what was there; a
 * high risk waits for a second admin like any other. An empty NIF is filled from a DNI or NIE.
 */
export async function recordVerification(
  actor: Actor | null,
  userId: string,
  input: unknown,
  now = new Date(),
): Promise<{ verification: VerificationSummary; awaitingSecondAdmin: boolean }> {
  assertAdmin(actor);
  const values = recordedVerificationSchema.parse(input);
  const db = await prisma();
  const decided = await db.$transaction(async (tx) => {
    const user = await lockInvestor(tx, rowId(userId));
    if (values.decision === "rejected") {
      await tx.identityVerification.upsert({
        where: { userId: user.id },
        create: { userId: user.id, status: "pending", origin: "in_person" },
        update: { status: "pending", blockedAt: null },
      });
      return decide(tx, actor, user, values, now);
    }
    if (values.documentExpiry && values.documentExpiry < dayInMadrid(now))
      throw new AppError("invalid", "Datos no válidos", { fields: { documentExpiry: KYC_MESSAGES.expired } });
    const declaration = {
      status: "pending",
      origin: "in_person",
      documentType: values.documentType,
      documentNumber: values.documentNumber,
      documentExpiry: values.documentExpiry ? new Date(values.documentExpiry) : null,
      birthDate: values.birthDate ? new Date(values.birthDate) : null,
      nationality: values.nationality ?? null,
      riskLevel: values.riskLevel ?? "normal",
      submittedAt: now,
      blockedAt: null,
    };
    const existing = await tx.identityVerification.findUnique({
      where: { userId: user.id },
      select: { firstApprovalById: true, status: true },
    });
    // A second admin recording the same high-risk person completes the first one's approval.
    const keepsApproval = existing?.status === "pending" && existing.firstApprovalById && declaration.riskLevel === "high";
    await tx.identityVerification.upsert({
      where: { userId: user.id },
      create: { userId: user.id, ...declaration },
      update: { ...declaration, ...(keepsApproval ? {} : { firstApprovalById: null, firstApprovalAt: null }) },
    });
    if (!user.nif && values.documentType !== "PASAPORTE")
      await tx.user.update({ where: { id: user.id }, data: { nif: values.documentNumber } });
    const result = await decide(
      tx,
      actor,
      user,
      { decision: "verified", riskLevel: declaration.riskLevel as RiskLevel, note: values.note },
      now,
    );
    await screenInvestor(tx, user.id);
    return result;
  });
  const row = await db.identityVerification.findUnique({ where: { userId: rowId(userId) }, select: VERIFICATION_SUMMARY });
  return { verification: verificationSummary(row, now), awaitingSecondAdmin: decided.awaitingSecondAdmin };
}

/**
 * A file of an identification, from the vault: for an admin (each read audited: who looked at whose
 * document, from where) or its own investor. Anyone else, or a blocked account's, is a 404.
 */
export async function identityFileResponse(actor: Actor | null, fileId: string, request: Request): Promise<Response> {
  if (!actor) throw new AppError("unauthenticated", "No autorizado");
  const db = await prisma();
  const file = await db.identityFile.findFirst({
    where: { id: rowId(fileId), ...(isAdmin(actor) ? {} : { userId: actor.id }), user: { closedAt: null } },
    select: {
      id: true,
      userId: true,
      kind: true,
      storageKey: true,
      originalName: true,
      contentType: true,
      user: { select: { firstName: true, lastName: true, email: true } },
    },
  });
  const response = await storedFileResponse(servedFile(file), request);
  if (isAdmin(actor) && file && request.method === "GET" && response.ok)
    await recordAudit(db, actor, {
      action: "verification-file-read",
      entityType: "verification",
      entityId: file.userId,
      entityLabel: personLabel(file.user),
      after: { archivo: file.kind, desde: clientAddress(request.headers) },
    });
  return response;
}
