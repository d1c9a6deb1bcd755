import "server-only";
import { centsOf } from "@/lib/money";
import { addYears } from "date-fns";
import { Prisma } from "@/generated/prisma/client";
import { dayInMadrid, formatMoney } from "@/lib/format";
import {
  KYC_MESSAGES,
  onboardingSchema,
  type IdentityFileKind,
  type CompanyValues,
  type OnboardingValues,
  type RiskLevel,
} from "@/lib/validations/kyc";
import { assertSignedIn, ROLES, type Actor } from "../core/actor";
import { AppError, MESSAGES } from "../core/errors";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { calendarDate, instant, moneyOrNull } from "../shared/dto";
import { enqueueEmails } from "../mail/outbox";
import { adminAddresses } from "../mail/notifications";
import { verificationReceived, verificationSubmitted } from "../mail/templates";
import { claimUpload } from "../files/pending-uploads";
import { removeStoredFiles } from "../files/stored-file";
import { readKycSettings, type KycSettings } from "./settings";
import { VERIFICATION_SUMMARY, verificationSummary, type VerificationSummary } from "./state";
import { screenInvestor } from "./screening";
import { COMPANY_SELECT, ownerDateErrors, saveCompany, toCompanyDto, type CompanyDto, type FileSlot } from "./company";

/**
 * "Verificar mi identidad" (issue 49, item 1): the investor declares who they are, with their
 * document's photos, the purpose and source of their funds and whether they are politically
 * exposed, and acknowledges the risk warning. The declaration then waits for an admin (./review.ts).
 * The club's questionnaire is the "Test de conveniencia" (issue 66, item 2: ../appropriateness/test.ts),
 * taken on its own: failing it no longer stops the verification.
 */

type Tx = Prisma.TransactionClient;

export type IdentityFileDto = {
  id: string;
  kind: IdentityFileKind;
  /** The beneficial owner whose document it is; null for the account's own person or company. */
  ownerId: string | null;
  originalName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
};

export type DeclarationDto = {
  documentType: string | null;
  documentNumber: string | null;
  documentExpiry: string | null;
  nationality: string | null;
  birthDate: string | null;
  address: string | null;
  profession: string | null;
  pep: string;
  pepDetail: string | null;
  purpose: string | null;
  fundsSource: string | null;
  fundsDetail: string | null;
  plannedAmount: string | null;
  origin: string;
  submittedAt: string | null;
};

export type OwnVerificationDto = {
  verification: VerificationSummary;
  /** The club's reason, when it rejected the declaration. */
  decisionNote: string | null;
  declaration: DeclarationDto | null;
  files: IdentityFileDto[];
  fundsProofAbove: string;
  /** The company the account invests as, when it does. */
  company: CompanyDto | null;
};

export const DECLARATION_SELECT = {
  ...VERIFICATION_SUMMARY,
  documentType: true,
  documentNumber: true,
  nationality: true,
  birthDate: true,
  address: true,
  profession: true,
  pep: true,
  pepDetail: true,
  purpose: true,
  fundsSource: true,
  fundsDetail: true,
  plannedAmount: true,
  origin: true,
  submittedAt: true,
  decisionNote: true,
} satisfies Prisma.IdentityVerificationSelect;

export const FILE_SELECT = {
  id: true,
  kind: true,
  ownerId: true,
  originalName: true,
  contentType: true,
  size: true,
  uploadedAt: true,
} as const;

export function toDeclaration(row: Prisma.IdentityVerificationGetPayload<{ select: typeof DECLARATION_SELECT }>): DeclarationDto {
  return {
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    documentExpiry: calendarDate(row.documentExpiry),
    nationality: row.nationality,
    birthDate: calendarDate(row.birthDate),
    address: row.address,
    profession: row.profession,
    pep: row.pep,
    pepDetail: row.pepDetail,
    purpose: row.purpose,
    fundsSource: row.fundsSource,
    fundsDetail: row.fundsDetail,
    plannedAmount: moneyOrNull(row.plannedAmount),
    origin: row.origin,
    submittedAt: row.submittedAt && instant(row.submittedAt),
  };
}

export const toFileDto = (file: {
  id: string;
  kind: string;
  ownerId: string | null;
  originalName: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
}): IdentityFileDto => ({
  ...file,
  kind: file.kind as IdentityFileKind,
  uploadedAt: instant(file.uploadedAt),
});

function assertInvestor(actor: Actor | null): asserts actor is Actor {
  assertSignedIn(actor);
  if (actor.role !== ROLES.investor) throw new AppError("forbidden", "Solo los inversores verifican su identidad");
}

export async function getOwnVerification(actor: Actor | null): Promise<OwnVerificationDto> {
  assertInvestor(actor);
  const db = await prisma();
  const [row, files, settings, company] = await Promise.all([
    db.identityVerification.findUnique({ where: { userId: actor.id }, select: DECLARATION_SELECT }),
    db.identityFile.findMany({ where: { userId: actor.id }, select: FILE_SELECT, orderBy: [{ kind: "asc" }, { uploadedAt: "asc" }] }),
    readKycSettings(db),
    db.investingCompany.findUnique({ where: { userId: actor.id }, select: COMPANY_SELECT }),
  ]);
  const verification = verificationSummary(row);
  return {
    verification,
    decisionNote: verification.status === "rejected" ? (row?.decisionNote ?? null) : null,
    declaration: row && !row.blockedAt ? toDeclaration(row) : null,
    files: row?.blockedAt ? [] : files.map(toFileDto),
    fundsProofAbove: settings.fundsProofAbove,
    company: row?.blockedAt ? null : toCompanyDto(company),
  };
}

const invalid = (fields: Record<string, string>) => new AppError("invalid", MESSAGES.invalidInput, { fields });

/** The dates against today (Madrid): 400 with the field's message. */
function checkDeclaration(values: OnboardingValues, today: string) {
  const adult = (birthDate: string) => calendarDate(addYears(new Date(birthDate), 18))! <= today;
  const fields: Record<string, string> = ownerDateErrors(companyOf(values), today, adult);
  if (values.documentExpiry < today) fields.documentExpiry = KYC_MESSAGES.expired;
  if (!adult(values.birthDate)) fields.birthDate = KYC_MESSAGES.minor;
  if (Object.keys(fields).length) throw invalid(fields);
}

/**
 * What the declaration alone says of the risk: high for a PEP or a national of a high-risk country,
 * the person or any beneficial owner of their company, and for amounts out of the ordinary — ten
 * times the threshold above which the club asks for proof of funds, or above it from a source that is
 * none of the usual ones ("Otro"). The admin may raise it, never lower it (server/kyc/review.ts).
 */
export function suggestedRisk(
  values: {
    pep: string;
    nationality: string | null;
    company?: CompanyValues | null;
    plannedAmount?: string | null;
    fundsSource?: string | null;
  },
  settings: KycSettings,
): RiskLevel {
  const people = [values, ...(values.company?.owners ?? [])];
  const exposed = people.some(
    (person) => person.pep !== "no" || (person.nationality !== null && settings.highRiskCountries.includes(person.nationality)),
  );
  const planned = values.plannedAmount ? centsOf(values.plannedAmount) : 0n;
  const threshold = centsOf(settings.fundsProofAbove);
  const unusual = planned > 10n * threshold || (values.fundsSource === "other" && planned > threshold);
  return exposed || unusual ? "high" : "normal";
}

/** The day the first of the beneficial owners' documents expires, investing as a company. */
const earliestOwnerExpiry = (company: CompanyValues | null) => {
  const first = company?.owners.map((owner) => owner.documentExpiry).sort()[0];
  return first ? new Date(first) : null;
};

/** The company declared, when the account invests as one. */
const companyOf = (values: OnboardingValues) => (values.investingAs === "company" ? (values.company ?? null) : null);

/** The files of the person's own declaration: the document's front (and back, but for a passport) and, above the club's threshold, the support of the source of funds. */
function personSlots(values: OnboardingValues, settings: KycSettings): FileSlot[] {
  const fundsProof =
    centsOf(values.plannedAmount) > centsOf(settings.fundsProofAbove)
      ? KYC_MESSAGES.fundsProof(formatMoney(settings.fundsProofAbove))
      : null;
  return [
    {
      kind: "document_front",
      ownerId: null,
      uploadId: values.documentFrontUploadId,
      required: KYC_MESSAGES.documentFront,
      field: "documentFrontUploadId",
    },
    {
      kind: "document_back",
      ownerId: null,
      uploadId: values.documentBackUploadId,
      required: values.documentType === "PASAPORTE" ? null : KYC_MESSAGES.documentBack,
      field: "documentBackUploadId",
    },
    { kind: "funds_proof", ownerId: null, uploadId: values.fundsProofUploadId, required: fundsProof, field: "fundsProofUploadId" },
  ];
}

/**
 * Attaches the files the declaration needs: a new upload replaces the kept file of its place (its
 * kind, and whose it is); none keeps it; a required one neither sent nor kept is a 400. Returns the
 * storage keys replaced.
 */
async function attachFiles(tx: Tx, actor: Actor, slots: FileSlot[]): Promise<string[]> {
  const placeOf = (kind: string, ownerId: string | null) => `${kind} ${ownerId ?? ""}`;
  const kept = new Set(
    (await tx.identityFile.findMany({ where: { userId: actor.id }, select: { kind: true, ownerId: true } })).map((file) =>
      placeOf(file.kind, file.ownerId),
    ),
  );
  const missing = Object.fromEntries(
    slots
      .filter((slot) => slot.required && !slot.uploadId && !kept.has(placeOf(slot.kind, slot.ownerId)))
      .map((slot) => [slot.field, slot.required!]),
  );
  if (Object.keys(missing).length) throw invalid(missing);
  const replaced: string[] = [];
  for (const slot of slots) {
    if (!slot.uploadId) continue;
    const file = await claimUpload(tx, slot.uploadId, "identity", actor.id).catch((error: unknown) => {
      if (error instanceof AppError) throw invalid({ [slot.field]: error.fields?.file ?? error.message });
      throw error;
    });
    const old = await tx.identityFile.findMany({
      where: { userId: actor.id, kind: slot.kind, ownerId: slot.ownerId },
      select: { id: true, storageKey: true },
    });
    await tx.identityFile.deleteMany({ where: { id: { in: old.map((row) => row.id) } } });
    replaced.push(...old.map((row) => row.storageKey));
    await tx.identityFile.create({ data: { userId: actor.id, kind: slot.kind, ownerId: slot.ownerId, ...file } });
  }
  return replaced;
}

/**
 * Sends the declaration: it replaces any earlier one and waits for review ("pending"); the admins
 * are told, the person screened against the newest sanctions list. A verification still in force
 * is not sent again (409): a new document is sent once the old one expires or is about to.
 */
export async function submitOwnVerification(actor: Actor | null, input: unknown, now = new Date()): Promise<OwnVerificationDto> {
  assertInvestor(actor);
  const values = onboardingSchema.parse(input);
  const db = await prisma();
  const replaced = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${actor.id}::uuid FOR UPDATE`;
    const before = await tx.identityVerification.findUnique({ where: { userId: actor.id }, select: VERIFICATION_SUMMARY });
    const state = verificationSummary(before, now);
    const today = dayInMadrid(now);
    if (state.status === "verified" && !expiresWithinAMonth(state.expiresAt, today))
      throw new AppError("conflict", KYC_MESSAGES.alreadyVerified);
    const settings = await readKycSettings(tx);
    checkDeclaration(values, today);
    const company = await saveCompany(tx, actor.id, companyOf(values));
    const replaced = [...company.removed, ...(await attachFiles(tx, actor, [...personSlots(values, settings), ...company.slots]))];
    const declaration = {
      status: "pending",
      origin: "online",
      documentType: values.documentType,
      documentNumber: values.documentNumber,
      documentExpiry: new Date(values.documentExpiry),
      ownersDocumentExpiry: earliestOwnerExpiry(companyOf(values)),
      nationality: values.nationality,
      birthDate: new Date(values.birthDate),
      address: values.address,
      profession: values.profession,
      pep: values.pep,
      pepDetail: values.pep === "no" ? null : values.pepDetail,
      purpose: values.purpose,
      fundsSource: values.fundsSource,
      fundsDetail: values.fundsDetail,
      plannedAmount: values.plannedAmount,
      riskAcknowledgedAt: now,
      // The questionnaire is the appropriateness test's now (issue 66): a declaration keeps none of its own.
      questionnaire: Prisma.DbNull,
      riskLevel: suggestedRisk(values, settings),
      submittedAt: now,
      firstApprovalById: null,
      firstApprovalAt: null,
      decidedById: null,
      decidedAt: null,
      decisionNote: null,
      reviewDue: null,
      expiryReminderFor: null,
      blockedAt: null,
    } satisfies Prisma.IdentityVerificationUncheckedUpdateInput;
    await tx.identityVerification.upsert({
      where: { userId: actor.id },
      create: { userId: actor.id, ...declaration },
      update: declaration,
    });
    const label = personLabel(actor) ?? actor.email;
    await recordAudit(tx, actor, {
      action: "verification-submitted",
      entityType: "verification",
      entityId: actor.id,
      entityLabel: label,
      after: {
        documento: `${values.documentType} ${values.documentNumber}`,
        caducidad: values.documentExpiry,
        pep: values.pep,
        origenFondos: values.fundsSource,
        ...(companyOf(values) && {
          sociedad: `${companyOf(values)!.name} (${companyOf(values)!.cif})`,
          titularesReales: companyOf(values)!.owners.map((owner) => `${owner.name} ${owner.percentage} %`),
        }),
      },
    });
    await screenInvestor(tx, actor.id);
    if (actor.email) await enqueueEmails(tx, { kind: "verification", ...verificationReceived() }, [actor.email]);
    await enqueueEmails(
      tx,
      { kind: "verification", ...verificationSubmitted({ investor: label ?? "Un inversor", userId: actor.id }) },
      await adminAddresses(tx),
    );
    return replaced;
  });
  await removeStoredFiles(replaced);
  return getOwnVerification(actor);
}

/** A verified investor may send their renewed document from a month before the old one expires. */
export function expiresWithinAMonth(expiresAt: string | null, today: string): boolean {
  if (!expiresAt) return false;
  const inAMonth = new Date(today);
  inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
  return expiresAt <= calendarDate(inAMonth)!;
}
