import fs from "node:fs";
import path from "node:path";
import type { Prisma } from "../../generated/prisma/client";
import { DEMO_FILES_DIR } from "./documents";
import { INVESTOR_KEYS, userId } from "./people";
import { stableId } from "./random";
import { calendarDaysAgo, daysAgo } from "./util";

/**
 * Knowing the investor (issue 49): the club's investors were identified in person at the notary and
 * recorded by an admin (verified), except Rocío Delgado, who completed "Verificar mi identidad"
 * online and waits for review (her sample DNI's photos below), and Laura Serrano, whose DNI expired
 * twenty days ago (expired until she sends a new one).
 */
export const PENDING_KEY = "rocio-delgado";
export const EXPIRED_KEY = "laura-serrano";

/** A DNI with its control letter (docs: the letter is the number's remainder of 23 in this table). */
export function demoDni(seed: number): string {
  const number = 10_000_000 + (seed % 89_999_999);
  return `${number}${"TRWAGMYFPDXBNJZSQVHLCKE"[number % 23]}`;
}

export const DEMO_IDENTITY_FILES = [
  { kind: "document_front", originalName: "dni-muestra-anverso.png" },
  { kind: "document_back", originalName: "dni-muestra-reverso.png" },
] as const;

/** The large data set's investors, identified in person like the club's own. */
export function buildBulkVerifications(userIds: string[], anchor: Date): Prisma.IdentityVerificationCreateManyInput[] {
  return userIds.map((id, i) => ({
    userId: id,
    status: "verified",
    origin: "in_person",
    documentType: "DNI",
    documentNumber: demoDni(i * 104_729 + 7),
    nationality: "ES",
    documentExpiry: calendarDaysAgo(anchor, -400 - (i % 2_000)),
    decidedAt: daysAgo(anchor, 300),
  }));
}

export function buildVerifications(anchor: Date): {
  verifications: Prisma.IdentityVerificationCreateManyInput[];
  files: Prisma.IdentityFileCreateManyInput[];
} {
  const verifications = INVESTOR_KEYS.map((key, i): Prisma.IdentityVerificationCreateManyInput => {
    const base = {
      userId: userId(key),
      documentType: "DNI",
      documentNumber: demoDni(i * 7_919 + 1_234_567),
      nationality: "ES",
      riskLevel: "normal",
    };
    if (key === PENDING_KEY)
      return {
        ...base,
        documentNumber: "00000023T",
        status: "pending",
        origin: "online",
        documentExpiry: calendarDaysAgo(anchor, -1_600),
        birthDate: new Date("1984-03-09"),
        address: "Calle Luis Montoto, 96, 41018 Sevilla",
        profession: "Médica",
        purpose: "Invertir parte de mis ahorros en operaciones de crédito hipotecario",
        fundsSource: "salary",
        plannedAmount: "30000.00",
        riskAcknowledgedAt: daysAgo(anchor, 2, 18, 5),
        questionnaire: { version: 1, answeredAt: daysAgo(anchor, 2, 18, 5).toISOString(), answers: [2, 1, 1], score: 3, passed: true },
        submittedAt: daysAgo(anchor, 2, 18, 6),
      };
    const decidedAt = daysAgo(anchor, 400 - i * 7, 12);
    return {
      ...base,
      status: "verified",
      origin: "in_person",
      documentExpiry: key === EXPIRED_KEY ? calendarDaysAgo(anchor, 20) : calendarDaysAgo(anchor, -900 - i * 40),
      decidedAt,
      decidedById: userId("admin"),
      decisionNote: "Identificado en persona ante notario",
      reviewDue: calendarDaysAgo(anchor, -700 - i * 30),
    };
  });
  const files = DEMO_IDENTITY_FILES.map((file): Prisma.IdentityFileCreateManyInput => {
    const id = stableId(`demo:identity-file:${file.kind}`);
    return {
      id,
      userId: userId(PENDING_KEY),
      kind: file.kind,
      storageKey: `demo/identity/${id}`,
      originalName: file.originalName,
      contentType: "image/png",
      size: fs.statSync(path.join(DEMO_FILES_DIR, file.originalName)).size,
      uploadedAt: daysAgo(anchor, 2, 18, 4),
    };
  });
  return { verifications, files };
}

/**
 * The demo's "Test de conveniencia" results (issue 66, item 2): every verified investor passed it
 * 300 days ago declaring 1.000.000 € of net worth (the warning comes back above 50.000 €); the one
 * waiting for review failed it two days ago (one answer wrong) and acknowledged the warning.
 */
export function buildAppropriatenessTests(anchor: Date): Prisma.AppropriatenessTestCreateManyInput[] {
  return INVESTOR_KEYS.map((key): Prisma.AppropriatenessTestCreateManyInput => {
    const pending = key === PENDING_KEY;
    const takenAt = pending ? daysAgo(anchor, 2, 18, 3) : daysAgo(anchor, 300, 11);
    return {
      id: stableId(`demo:appropriateness:${key}`),
      userId: userId(key),
      takenAt,
      questionnaireVersion: 2,
      answers: { q1: "q1-3", q2: "q2-2", q3: pending ? "q3-1" : "q3-2", q4: "q4-2" },
      score: pending ? 3 : 4,
      passed: !pending,
      yearlyIncome: pending ? "45000.00" : "80000.00",
      liquidAssets: pending ? "60000.00" : "950000.00",
      yearlyCommitments: pending ? "15000.00" : "30000.00",
      netWorth: pending ? "90000.00" : "1000000.00",
      lossCapacity: pending ? "9000.00" : "100000.00",
      validUntil: calendarDaysAgo(anchor, pending ? -728 : -430),
      riskAcknowledgedAt: pending ? daysAgo(anchor, 2, 18, 4) : null,
    };
  });
}
