import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { DEFAULT_QUESTIONNAIRE, kycSettingsSchema, type KycQuestion, type KycQuestionnaire } from "@/lib/validations/kyc";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { DEFAULT_SETTINGS } from "../club/settings";

/** Configuración, "Verificación de identidad": what the onboarding asks and how the review counts (issue 49). */
export type KycSettings = {
  questionnaire: KycQuestionnaire;
  /** How many right answers pass the questionnaire. */
  passMark: number;
  /** Above this planned amount the source of funds needs a supporting document. */
  fundsProofAbove: string;
  /** Months between periodic reviews per risk level. */
  reviewMonths: { low: number; normal: number; high: number };
  /** ISO codes of the countries whose nationals are high risk. */
  highRiskCountries: string[];
  /** Whether a participation may have co-holders (../participations/co-holders.ts). */
  coHoldersAllowed: boolean;
};

const SELECT = {
  kycQuestionnaire: true,
  kycPassMark: true,
  kycFundsProofAbove: true,
  kycReviewMonthsLow: true,
  kycReviewMonthsNormal: true,
  kycReviewMonthsHigh: true,
  kycHighRiskCountries: true,
  kycCoHoldersAllowed: true,
} satisfies Prisma.SettingSelect;
type Reader = Pick<Prisma.TransactionClient, "setting">;

/** A stored questionnaire with questions, or the default one (version 1) until the club writes its own. */
function questionnaireOf(value: Prisma.JsonValue | undefined): KycQuestionnaire {
  const stored = value as Partial<KycQuestionnaire> | null | undefined;
  return stored?.questions?.length ? { version: stored.version ?? 1, questions: stored.questions } : DEFAULT_QUESTIONNAIRE;
}

export async function readKycSettings(db?: Reader): Promise<KycSettings> {
  const row = await (db ?? (await prisma())).setting.findUnique({ where: { id: 1 }, select: SELECT });
  return {
    questionnaire: questionnaireOf(row?.kycQuestionnaire),
    passMark: row?.kycPassMark ?? 4,
    fundsProofAbove: (row?.kycFundsProofAbove ?? new Prisma.Decimal(50_000)).toFixed(2),
    reviewMonths: { low: row?.kycReviewMonthsLow ?? 60, normal: row?.kycReviewMonthsNormal ?? 36, high: row?.kycReviewMonthsHigh ?? 12 },
    highRiskCountries: row?.kycHighRiskCountries ?? ["IR", "KP", "MM"],
    coHoldersAllowed: row?.kycCoHoldersAllowed ?? false,
  };
}

export async function getKycSettings(actor: Actor | null): Promise<KycSettings> {
  assertAdmin(actor);
  return readKycSettings();
}

const sameQuestions = (a: KycQuestion[], b: KycQuestion[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the questionnaire (a changed one gets the next version, so each answer keeps the version it
 * answered), the pass mark, the threshold, the review periods and the high-risk countries; audited.
 */
export async function updateKycSettings(actor: Actor | null, input: unknown): Promise<KycSettings> {
  assertAdmin(actor);
  const values = kycSettingsSchema.parse(input);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM settings WHERE id = 1 FOR UPDATE`;
    const before = await readKycSettings(tx);
    const version = sameQuestions(before.questionnaire.questions, values.questions)
      ? before.questionnaire.version
      : before.questionnaire.version + 1;
    const data = {
      kycQuestionnaire: { version, questions: values.questions },
      kycPassMark: values.passMark,
      kycFundsProofAbove: values.fundsProofAbove,
      kycReviewMonthsLow: values.reviewMonthsLow,
      kycReviewMonthsNormal: values.reviewMonthsNormal,
      kycReviewMonthsHigh: values.reviewMonthsHigh,
      kycHighRiskCountries: values.highRiskCountries,
      kycCoHoldersAllowed: values.coHoldersAllowed,
    };
    await tx.setting.upsert({ where: { id: 1 }, create: { id: 1, ...DEFAULT_SETTINGS, ...data }, update: data });
    const after = await readKycSettings(tx);
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "settings",
      entityLabel: "Configuración · Verificación de identidad",
      before: auditable(before),
      after: auditable(after),
    });
    return after;
  });
}

const auditable = (settings: KycSettings) => ({
  cuestionario: `versión ${settings.questionnaire.version}, ${settings.questionnaire.questions.length} preguntas`,
  aprobado: settings.passMark,
  justificanteDesde: settings.fundsProofAbove,
  revisionMeses: `${settings.reviewMonths.low} / ${settings.reviewMonths.normal} / ${settings.reviewMonths.high}`,
  paisesRiesgoAlto: settings.highRiskCountries.join(", "),
  cotitulares: settings.coHoldersAllowed ? "sí" : "no",
});
