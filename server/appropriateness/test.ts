import "server-only";
import { addYears } from "date-fns";
import type { Prisma } from "@/generated/prisma/client";
import { dayInMadrid, formatDateTime, formatMoney } from "@/lib/format";
import { centsOf, decimalOf, percentOf } from "@/lib/money";
import {
  APPROPRIATENESS_MESSAGES,
  appropriatenessSchema,
  LOSS_CAPACITY_PERCENT,
  optionIdOf,
  questionIdOf,
  TEST_VALID_YEARS,
  WARNING_FLOOR,
  WARNING_NET_WORTH_PERCENT,
} from "@/lib/validations/appropriateness";
import type { KycQuestionnaire } from "@/lib/validations/kyc";
import { assertSignedIn, ROLES, type Actor } from "../core/actor";
import { AppError, MESSAGES } from "../core/errors";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { calendarDate, instant, money } from "../shared/dto";
import { readKycSettings } from "../kyc/settings";

/**
 * The "Test de conveniencia" (issue 66, item 2; docs/product.md, "Sold right"): the club's knowledge
 * questionnaire and the investor's finances — net worth = yearly net income + liquid assets − yearly
 * commitments, the loss they can bear its 10 % (0 when not positive) —, stored with its answers and
 * date, valid for two years. Failing or skipping it forbids nothing: a request then asks for the risk
 * warning's acknowledgment (../participations/risk-acknowledgment.ts).
 */

type Reader = Pick<Prisma.TransactionClient, "appropriatenessTest">;

export type AppropriatenessResult = {
  passed: boolean;
  netWorth: string;
  lossCapacity: string;
  validUntil: string;
  takenAt: string;
  /** When the investor acknowledged the warning this result showed them; null until then. */
  riskAcknowledgedAt: string | null;
  /** Passed and still valid on the day it is read (Madrid's): requests then ask for the warning only above the threshold. */
  inForce: boolean;
};

export type AppropriatenessQuestion = { id: string; text: string; options: { id: string; text: string }[] };

export type OwnAppropriateness = {
  questions: AppropriatenessQuestion[];
  /** The latest test taken, null before the first. */
  result: AppropriatenessResult | null;
  /** Above this amount a request asks for the warning again even with a passed test in force. */
  warningAbove: string;
};

const RESULT_SELECT = {
  id: true,
  passed: true,
  netWorth: true,
  lossCapacity: true,
  validUntil: true,
  takenAt: true,
  riskAcknowledgedAt: true,
} as const;
type ResultRow = Prisma.AppropriatenessTestGetPayload<{ select: typeof RESULT_SELECT }>;

const toResult = (row: ResultRow, today: string): AppropriatenessResult => ({
  passed: row.passed,
  netWorth: money(row.netWorth),
  lossCapacity: money(row.lossCapacity),
  validUntil: calendarDate(row.validUntil)!,
  takenAt: instant(row.takenAt),
  riskAcknowledgedAt: row.riskAcknowledgedAt && instant(row.riskAcknowledgedAt),
  inForce: row.passed && calendarDate(row.validUntil)! >= today,
});

/** The questionnaire as the investor answers it: ids by position, without the right answers. */
export const questionsOf = (questionnaire: KycQuestionnaire): AppropriatenessQuestion[] =>
  questionnaire.questions.map((question, i) => ({
    id: questionIdOf(i),
    text: question.text,
    options: question.options.map((text, j) => ({ id: optionIdOf(i, j), text })),
  }));

/** Someone's latest test, or null, as it stands on `today` (Madrid's). */
export async function latestTest(db: Reader, userId: string, today = dayInMadrid(new Date())): Promise<AppropriatenessResult | null> {
  const row = await db.appropriatenessTest.findFirst({ where: { userId }, orderBy: { takenAt: "desc" }, select: RESULT_SELECT });
  return row && toResult(row, today);
}

/** Above this amount every request asks for the warning again: the higher of 1.000 € or 5 % of the declared net worth. */
export function warningThreshold(result: AppropriatenessResult | null): string {
  const share = result ? percentOf(centsOf(result.netWorth), WARNING_NET_WORTH_PERCENT * 100n) : 0n;
  const floor = centsOf(WARNING_FLOOR);
  return decimalOf(share > floor ? share : floor);
}

function assertInvestor(actor: Actor | null): asserts actor is Actor {
  assertSignedIn(actor);
  if (actor.role !== ROLES.investor) throw new AppError("forbidden", APPROPRIATENESS_MESSAGES.onlyInvestors);
}

/** `GET /api/account/appropriateness`: the questions and the caller's latest result. */
export async function getOwnAppropriateness(actor: Actor | null): Promise<OwnAppropriateness> {
  assertInvestor(actor);
  const db = await prisma();
  const [settings, result] = await Promise.all([readKycSettings(db), latestTest(db, actor.id)]);
  return { questions: questionsOf(settings.questionnaire), result, warningAbove: warningThreshold(result) };
}

/** The net worth declared and the loss the investor can bear, in cents. */
export function lossCapacityOf(values: { yearlyIncome: string; liquidAssets: string; yearlyCommitments: string }) {
  const netWorth = centsOf(values.yearlyIncome) + centsOf(values.liquidAssets) - centsOf(values.yearlyCommitments);
  return { netWorth, lossCapacity: netWorth > 0n ? percentOf(netWorth, LOSS_CAPACITY_PERCENT * 100n) : 0n };
}

/**
 * `POST /api/account/appropriateness`: every question answered with one of its options (else 400 on
 * `answers`), the three figures; scored against the configured pass mark and kept, audited.
 */
export async function takeAppropriatenessTest(actor: Actor | null, input: unknown, now = new Date()): Promise<AppropriatenessResult> {
  assertInvestor(actor);
  const values = appropriatenessSchema.parse(input);
  const db = await prisma();
  const settings = await readKycSettings(db);
  const { questions } = settings.questionnaire;
  const chosen = questions.map((question, i) => {
    const option = values.answers[questionIdOf(i)];
    const index = question.options.findIndex((_, j) => optionIdOf(i, j) === option);
    return index;
  });
  const unknown = Object.keys(values.answers).some((id) => !questions.some((_, i) => questionIdOf(i) === id));
  if (unknown || chosen.some((index) => index < 0))
    throw new AppError("invalid", MESSAGES.invalidInput, { fields: { answers: APPROPRIATENESS_MESSAGES.answers } });
  const score = chosen.filter((index, i) => index === questions[i]!.correct).length;
  const { netWorth, lossCapacity } = lossCapacityOf(values);
  const validUntil = calendarDate(addYears(new Date(`${dayInMadrid(now)}T00:00:00Z`), TEST_VALID_YEARS))!;
  const row = await db.$transaction(async (tx) => {
    const created = await tx.appropriatenessTest.create({
      data: {
        userId: actor.id,
        takenAt: now,
        questionnaireVersion: settings.questionnaire.version,
        answers: values.answers,
        score,
        passed: score >= settings.passMark,
        yearlyIncome: values.yearlyIncome,
        liquidAssets: values.liquidAssets,
        yearlyCommitments: values.yearlyCommitments,
        netWorth: decimalOf(netWorth),
        lossCapacity: decimalOf(lossCapacity),
        validUntil: new Date(`${validUntil}T00:00:00Z`),
      },
      select: RESULT_SELECT,
    });
    await recordAudit(tx, actor, {
      action: "appropriateness-test",
      entityType: "verification",
      entityId: actor.id,
      entityLabel: personLabel(actor) ?? actor.email,
      after: {
        cuestionario: `versión ${settings.questionnaire.version}: ${score}/${questions.length}`,
        superado: created.passed ? "sí" : "no",
        patrimonioNeto: formatMoney(decimalOf(netWorth)),
        capacidadPerdida: formatMoney(decimalOf(lossCapacity)),
      },
    });
    return created;
  });
  return toResult(row, dayInMadrid(now));
}

/**
 * `POST /api/account/appropriateness/acknowledgment`: the investor acknowledges the warning their
 * latest result showed ("Entiendo…"), recorded on it and audited; 409 before any test. Requests still
 * ask for it each time while there is no valid passed test (../participations/risk-acknowledgment.ts).
 */
export async function acknowledgeRisk(actor: Actor | null, now = new Date()): Promise<AppropriatenessResult> {
  assertInvestor(actor);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    const latest = await tx.appropriatenessTest.findFirst({
      where: { userId: actor.id },
      orderBy: { takenAt: "desc" },
      select: { id: true },
    });
    if (!latest) throw new AppError("conflict", APPROPRIATENESS_MESSAGES.noTest);
    const row = await tx.appropriatenessTest.update({ where: { id: latest.id }, data: { riskAcknowledgedAt: now }, select: RESULT_SELECT });
    await recordAudit(tx, actor, {
      action: "appropriateness-test",
      entityType: "verification",
      entityId: actor.id,
      entityLabel: personLabel(actor) ?? actor.email,
      after: { advertenciaAceptada: formatDateTime(now) },
    });
    return toResult(row, dayInMadrid(now));
  });
}
