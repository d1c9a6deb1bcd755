import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { calendarDate, instant, money } from "../../shared/dto";
import { TRANSACTION_FIELDS, USER_AUDIT } from "../../audit/snapshots";
import { positionsOf } from "../../ledger/positions";
import { decimalOf } from "@/lib/money";
import { DEPOSIT_ACCOUNT_TITLE } from "@/lib/deposit/position";

/** The person the export is about: their id, and the e-mail rows that name no id are matched by. */
export type Subject = { id: string; email: string | null };

const isoOrNull = (value: Date | null) => (value === null ? null : instant(value));

/** The same address whatever its case (the rows keep it as it was typed). */
const sameAddress = (email: string) => ({ equals: email, mode: "insensitive" as const });

/** The sign-in flows' audit actions (lib/audit.ts). */
const SIGN_IN_ACTIONS = ["sign-in", "sign-in-failed", "sign-out"];

/**
 * The user row's own fields. Left out: the secrets, which live in other tables (the password hash
 * in `accounts`, the second factor in `two_factors`, the sessions' tokens) or are a hash of one
 * (the calendar feed's).
 */
export async function profile(db: PrismaClient, subject: Subject) {
  const row = await db.user.findUniqueOrThrow({
    where: { id: subject.id },
    select: {
      id: true,
      ...USER_AUDIT,
      notifyDocuments: true,
      notifyUpdates: true,
      notifyOperations: true,
      notifyNewOperations: true,
      emailVerified: true,
      twoFactorEnabled: true,
      clerkUserId: true,
      calendarTokenCreatedAt: true,
      closureRequestedAt: true,
      archivedAt: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  return {
    ...row,
    calendarTokenCreatedAt: isoOrNull(row.calendarTokenCreatedAt),
    closureRequestedAt: isoOrNull(row.closureRequestedAt),
    archivedAt: isoOrNull(row.archivedAt),
    createdAt: instant(row.createdAt),
    updatedAt: instant(row.updatedAt),
  };
}

/** How the person signs in (the provider), never the credential itself. */
export async function signInMethods(db: PrismaClient, subject: Subject) {
  const rows = await db.account.findMany({
    where: { userId: subject.id },
    orderBy: { createdAt: "asc" },
    select: { providerId: true, createdAt: true, updatedAt: true },
  });
  return rows.map((row) => ({ providerId: row.providerId, createdAt: instant(row.createdAt), updatedAt: instant(row.updatedAt) }));
}

export async function participations(db: PrismaClient, subject: Subject) {
  const rows = await db.participation.findMany({
    where: { userId: subject.id },
    orderBy: [{ investmentDate: "asc" }, { id: "asc" }],
    select: {
      id: true,
      operationId: true,
      operation: { select: { title: true } },
      amount: true,
      investmentDate: true,
      status: true,
      requestedAt: true,
      termsAcceptedAt: true,
      termsDocumentId: true,
      decisionNote: true,
      paymentReference: true,
      paymentDue: true,
    },
  });
  const positions = await positionsOf(db, rows);
  return rows.map(({ operation, ...row }) => {
    const position = positions.get(row.id)!;
    return {
      ...row,
      operationTitle: operation.title,
      amount: money(row.amount),
      investmentDate: instant(row.investmentDate),
      requestedAt: isoOrNull(row.requestedAt),
      termsAcceptedAt: isoOrNull(row.termsAcceptedAt),
      paymentDue: calendarDate(row.paymentDue),
      // As the investor's screens read them (lib/ledger/position.ts): paid in; received, as the bank showed it; still on its way.
      paid: decimalOf(position.paid),
      received: decimalOf(position.received),
      toReceive: decimalOf(position.toReceive),
    };
  });
}

/** The transfers the club ordered to the person (a liquidation's net, a deposit withdrawal) and where each is. */
export async function payouts(db: PrismaClient, subject: Subject) {
  const rows = await db.payout.findMany({
    where: { userId: subject.id },
    orderBy: [{ id: "asc" }],
    select: {
      id: true,
      amount: true,
      status: true,
      sentAt: true,
      completedAt: true,
      investmentId: true,
      investment: { select: { operation: { select: { title: true } } } },
      depositWithdrawalId: true,
    },
  });
  return rows.map(({ investment, ...row }) => ({
    ...row,
    amount: money(row.amount),
    sentAt: isoOrNull(row.sentAt),
    completedAt: isoOrNull(row.completedAt),
    pays: investment?.operation.title ?? DEPOSIT_ACCOUNT_TITLE,
  }));
}

export async function movements(db: PrismaClient, subject: Subject) {
  const rows = await db.movement.findMany({
    where: { userId: subject.id },
    orderBy: [{ transactionDate: "asc" }, { id: "asc" }],
    select: { id: true, ...TRANSACTION_FIELDS, userId: false, operation: { select: { title: true } } },
  });
  return rows.map(({ operation, ...row }) => ({
    ...row,
    operationTitle: operation.title,
    amount: money(row.amount),
    transactionDate: calendarDate(row.transactionDate),
  }));
}

export async function taxCertificates(db: PrismaClient, subject: Subject) {
  const rows = await db.taxCertificate.findMany({
    where: { userId: subject.id },
    orderBy: { year: "asc" },
    select: { year: true, gross: true, withholding: true, issuedAt: true },
  });
  return rows.map((row) => ({ ...row, gross: money(row.gross), withholding: money(row.withholding), issuedAt: instant(row.issuedAt) }));
}

/** The e-mails the club wrote to the person's address: never the sealed one-time link, nor an attachment's bytes. */
export async function emails(db: PrismaClient, subject: Subject) {
  if (!subject.email) return [];
  const rows = await db.email.findMany({
    where: { to: sameAddress(subject.email) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      kind: true,
      to: true,
      subject: true,
      text: true,
      status: true,
      attachmentName: true,
      createdAt: true,
      sentAt: true,
    },
  });
  return rows.map((row) => ({ ...row, createdAt: instant(row.createdAt), sentAt: isoOrNull(row.sentAt) }));
}

/** Sign-ins, failed ones with their address and sign-outs (the audit log), and the open sessions without their tokens. */
export async function signIns(db: PrismaClient, subject: Subject) {
  const [events, sessions] = await Promise.all([
    db.auditEvent.findMany({
      where: {
        action: { in: SIGN_IN_ACTIONS },
        OR: [
          { actorId: subject.id },
          { entityType: "user", entityId: subject.id },
          ...(subject.email ? [{ actorEmail: sameAddress(subject.email) }] : []),
        ],
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { action: true, address: true, createdAt: true },
    }),
    db.session.findMany({
      where: { userId: subject.id },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true, updatedAt: true, expiresAt: true, ipAddress: true, userAgent: true },
    }),
  ]);
  return {
    events: events.map((row) => ({ ...row, createdAt: instant(row.createdAt) })),
    sessions: sessions.map((row) => ({
      ...row,
      createdAt: instant(row.createdAt),
      updatedAt: instant(row.updatedAt),
      expiresAt: instant(row.expiresAt),
    })),
  };
}

/** Consents given with the account, and those given with the same address before it (a contact message). */
export async function consents(db: PrismaClient, subject: Subject) {
  const rows = await db.consent.findMany({
    where: { OR: [{ userId: subject.id }, ...(subject.email ? [{ email: sameAddress(subject.email) }] : [])] },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, purpose: true, granted: true, version: true, source: true, email: true, createdAt: true },
  });
  return rows.map((row) => ({ ...row, createdAt: instant(row.createdAt) }));
}

export async function downloads(db: PrismaClient, subject: Subject) {
  const rows = await db.downloadLog.findMany({
    where: { userId: subject.id },
    orderBy: [{ downloadedAt: "asc" }, { id: "asc" }],
    select: {
      documentId: true,
      contractId: true,
      document: { select: { name: true } },
      contract: { select: { title: true } },
      userEmail: true,
      address: true,
      downloadedAt: true,
    },
  });
  return rows.map(({ document, contract, ...row }) => ({
    ...row,
    fileTitle: document?.name ?? contract?.title ?? null,
    downloadedAt: instant(row.downloadedAt),
  }));
}

/** The messages sent through the contact form from the person's address. */
export async function contactMessages(db: PrismaClient, subject: Subject) {
  if (!subject.email) return [];
  const rows = await db.contactMessage.findMany({
    where: { email: sameAddress(subject.email) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, name: true, email: true, phone: true, message: true, createdAt: true },
  });
  return rows.map((row) => ({ ...row, createdAt: instant(row.createdAt) }));
}

/** The deposit account (issue 51): its signature's evidence, its movements and withdrawals; null without one. */
export async function depositAccount(db: PrismaClient, subject: Subject) {
  const row = await db.depositAccount.findUnique({
    where: { userId: subject.id },
    select: {
      id: true,
      status: true,
      paymentReference: true,
      openedAt: true,
      closedAt: true,
      contractVersion: true,
      contractSha256: true,
      signedAddress: true,
      signedUserAgent: true,
      signatureMethod: true,
      movements: {
        orderBy: [{ valueDate: "asc" }, { recordedAt: "asc" }],
        select: { id: true, kind: true, amount: true, valueDate: true, recordedAt: true, reversesId: true, note: true },
      },
      withdrawals: {
        orderBy: [{ requestedAt: "asc" }, { id: "asc" }],
        select: { id: true, amount: true, windowDay: true, status: true, requestedAt: true, approvedAt: true },
      },
    },
  });
  if (!row) return null;
  return {
    ...row,
    openedAt: instant(row.openedAt),
    closedAt: isoOrNull(row.closedAt),
    movements: row.movements.map((m) => ({
      ...m,
      amount: money(m.amount),
      valueDate: calendarDate(m.valueDate),
      recordedAt: instant(m.recordedAt),
    })),
    withdrawals: row.withdrawals.map((w) => ({
      ...w,
      amount: w.amount === null ? null : money(w.amount),
      windowDay: calendarDate(w.windowDay),
      requestedAt: instant(w.requestedAt),
      approvedAt: isoOrNull(w.approvedAt),
    })),
  };
}
