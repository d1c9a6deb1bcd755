import { isValidNif } from "./nif-check";
import { isValidEntityNif } from "./identity";
// The library core, without its Node entry: that one registers every locale with a dynamic require.
import countries from "i18n-iso-countries/index";
import { integerField, optionalDate, optionalText, requiredDecimal, requiredText, uploadIdField } from "./fields";
import * as z from "./zod";
import { invalid } from "./zod";

/**
 * Knowing the investor (issue 49; docs/product.md, "Knowing the investor"): what the investor
 * declares in "Verificar mi identidad", what an admin decides, and what the club sets. Shared by the
 * forms and the server.
 */

export const DOCUMENT_TYPES = ["DNI", "NIE", "PASAPORTE"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = { DNI: "DNI", NIE: "NIE", PASAPORTE: "Pasaporte" };

export const PEP_OPTIONS = ["no", "self", "family", "associate"] as const;
export type PepOption = (typeof PEP_OPTIONS)[number];
export const PEP_LABELS: Record<PepOption, string> = {
  no: "No",
  self: "Sí, yo mismo",
  family: "Sí, un familiar",
  associate: "Sí, un allegado",
};

export const FUNDS_SOURCES = ["salary", "business", "savings", "inheritance", "property_sale", "investments", "other"] as const;
export type FundsSource = (typeof FUNDS_SOURCES)[number];
export const FUNDS_SOURCE_LABELS: Record<FundsSource, string> = {
  salary: "Rendimientos del trabajo",
  business: "Actividad empresarial o profesional",
  savings: "Ahorros",
  inheritance: "Herencia o donación",
  property_sale: "Venta de un inmueble",
  investments: "Rendimientos de inversiones",
  other: "Otro origen",
};

export const RISK_LEVELS = ["low", "normal", "high"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = { low: "Bajo", normal: "Normal", high: "Alto" };

/** What `verification.status` says on the wire: no row is "unverified"; "expired" is read from the dates. */
export const VERIFICATION_STATUSES = ["unverified", "pending", "verified", "rejected", "expired"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  unverified: "Sin verificar",
  pending: "Pendiente de revisión",
  verified: "Verificado",
  rejected: "Rechazado",
  expired: "Caducado",
};

export const IDENTITY_FILE_KINDS = ["document_front", "document_back", "funds_proof", "company_deed", "representative_powers"] as const;
export type IdentityFileKind = (typeof IDENTITY_FILE_KINDS)[number];
export const IDENTITY_FILE_LABELS: Record<IdentityFileKind, string> = {
  document_front: "Documento (anverso)",
  document_back: "Documento (reverso)",
  funds_proof: "Justificante del origen de los fondos",
  company_deed: "Escritura de constitución",
  representative_powers: "Poderes del representante",
};

/** Who the account invests as: the person, or a company they represent. */
export const INVESTOR_KINDS = ["person", "company"] as const;
export type InvestorKind = (typeof INVESTOR_KINDS)[number];
export const INVESTOR_KIND_LABELS: Record<InvestorKind, string> = {
  person: "En mi nombre (persona física)",
  company: "En nombre de una sociedad que represento (persona jurídica)",
};

/** At most four people can each own 25 % or more. */
export const MAX_BENEFICIAL_OWNERS = 4;

/** The risk warning the investor acknowledges, as the specification's peers word it. */
export const RISK_WARNING =
  "Invertir en operaciones de crédito hipotecario conlleva riesgos: puede perder todo el capital invertido, la recuperación depende de procedimientos judiciales que pueden durar años y la inversión no es líquida.";

export const KYC_MESSAGES = {
  documentType: "Elige el tipo de documento",
  documentNumber: "Indica el número del documento",
  dni: "DNI no válido: revisa los números y la letra",
  nie: "NIE no válido: revisa la letra inicial, los números y la letra final",
  passport: "Número de pasaporte no válido: entre 5 y 20 letras o cifras",
  expiryRequired: "Indica la fecha de caducidad del documento",
  expired: "El documento está caducado: sube uno en vigor",
  nationality: "Elige la nacionalidad",
  birthDateRequired: "Indica tu fecha de nacimiento",
  minor: "Para invertir tienes que ser mayor de edad",
  address: "Indica tu domicilio",
  profession: "Indica tu profesión o actividad",
  pep: "Indica si eres persona con responsabilidad pública",
  pepDetail: "Indica quién y qué cargo público",
  purpose: "Indica el propósito de tu relación con el club",
  fundsSource: "Indica el origen de los fondos",
  fundsDetail: "Explica el origen de los fondos",
  plannedAmount: "Indica cuánto prevés invertir",
  plannedAmountInvalid: "Importe no válido",
  documentFront: "Sube una foto del anverso del documento",
  documentBack: "Sube una foto del reverso del documento",
  fundsProof: (above: string) => `Para invertir más de ${above} sube un justificante del origen de los fondos`,
  riskAcknowledged: "Tienes que aceptar la advertencia de riesgo",
  alreadyVerified: "Tu identidad ya está verificada",
  decision: "Elige verificar o rechazar",
  rejectionReason: "Indica el motivo del rechazo: el inversor lo leerá",
  notPending: "Esta verificación no está pendiente de revisión",
  secondAdmin: "Riesgo alto: la verificación necesita la aprobación de un segundo administrador",
  sameAdmin: "Ya la aprobaste tú: la segunda aprobación tiene que ser de otro administrador",
  /** Issue 64, item 6: the risk the declaration and the screening give is a floor. */
  riskBelowFloor: (floor: string) => `El riesgo no puede ser menor que el que resulta de la declaración y el cribado: ${floor}`,
  /** Issue 64, item 6: the decision names the declaration it reviewed. */
  reviewed: "Indica la declaración revisada",
  changedSince: "La persona ha cambiado su declaración desde que la abriste: revísala de nuevo antes de decidir",
  notVerified: (who: string) =>
    `${who} no tiene la identidad verificada: el club no puede confirmar su participación hasta verificarla (Verificaciones)`,
  screeningOpen: (who: string) =>
    `${who} coincide con una entrada de la lista de sanciones: el club no puede confirmar su participación hasta revisarla (Verificaciones)`,
  riskLevel: "Nivel de riesgo no válido",
  company: "Indica los datos de la sociedad",
  companyName: "Indica la razón social",
  cif: "Indica el CIF de la sociedad",
  cifInvalid: "CIF no válido: revisa la letra inicial, los siete números y el carácter de control",
  registeredAddress: "Indica el domicilio social",
  representativeRole: "Indica tu cargo en la sociedad (administrador, apoderado…)",
  companyDeed: "Sube la escritura de constitución de la sociedad",
  representativePowers: "Sube los poderes con los que la representas",
  owners: "Indica los titulares reales: quienes tienen el 25 % o más de la sociedad",
  tooManyOwners: `Como mucho ${MAX_BENEFICIAL_OWNERS} titulares reales: cada uno tiene el 25 % o más`,
  ownerName: "Indica el nombre y los apellidos del titular real",
  percentage: "Indica su porcentaje en la sociedad",
  percentageRange: "Un titular real tiene el 25 % o más (hasta el 100 %)",
  percentagesSum: "Los porcentajes de los titulares reales suman más del 100 %",
  ownerBirthDate: "Indica su fecha de nacimiento",
  ownerMinor: "Un titular real menor de edad no se identifica aquí: indica quién lo representa",
  ownerExpired: "Su documento está caducado: sube uno en vigor",
  ownerPepDetail: "Indica qué cargo público y de quién",
} as const;

const expected = <T extends readonly string[]>(values: T, error: string) => z.enum(values, { error });

/** Accepted document numbers: a DNI's 8 digits and letter, a NIE's X/Y/Z, 7 digits and letter (both checked by better-dni), a passport's letters and digits. */
export function documentNumberError(type: DocumentType, number: string): string | null {
  if (type === "DNI") return /^\d{8}[A-Z]$/.test(number) && isValidNif(number) ? null : KYC_MESSAGES.dni;
  if (type === "NIE") return /^[XYZ]\d{7}[A-Z]$/.test(number) && isValidNif(number) ? null : KYC_MESSAGES.nie;
  return /^[A-Z0-9]{5,20}$/.test(number) ? null : KYC_MESSAGES.passport;
}

const compactNumber = (value: string) => value.replace(/[\s.-]/g, "").toUpperCase();

const countryCode = z.string({ error: KYC_MESSAGES.nationality }).check(
  z.trim(),
  z.toUpperCase(),
  z.refine((code: string) => countries.isValid(code) && code.length === 2, KYC_MESSAGES.nationality),
);

const requiredDate = (required: string) =>
  optionalDate().check(z.refine((value: string | null) => value !== null, required)) as unknown as z.ZodMiniType<string, unknown>;

const percentage = z.pipe(
  requiredDecimal(KYC_MESSAGES.percentage, KYC_MESSAGES.percentageRange, { integerDigits: 3 }),
  z.transform((value: string, ctx) => (Number(value) >= 25 && Number(value) <= 100 ? value : invalid(ctx, KYC_MESSAGES.percentageRange))),
);

/** A beneficial owner of an investing company, identified like an investor (Ley 10/2010 art. 4). */
export const beneficialOwnerSchema = z
  .strictObject({
    name: requiredText(KYC_MESSAGES.ownerName, 200),
    documentType: expected(DOCUMENT_TYPES, KYC_MESSAGES.documentType),
    documentNumber: requiredText(KYC_MESSAGES.documentNumber, 30).check(z.overwrite(compactNumber)),
    documentExpiry: requiredDate(KYC_MESSAGES.expiryRequired),
    nationality: countryCode,
    birthDate: requiredDate(KYC_MESSAGES.ownerBirthDate),
    percentage,
    pep: expected(PEP_OPTIONS, KYC_MESSAGES.pep),
    pepDetail: optionalText(500),
    documentFrontUploadId: uploadIdField(),
    documentBackUploadId: uploadIdField(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const number = documentNumberError(values.documentType, values.documentNumber);
      if (number) ctx.addIssue({ code: "custom", path: ["documentNumber"], message: number });
      if (values.pep !== "no" && !values.pepDetail)
        ctx.addIssue({ code: "custom", path: ["pepDetail"], message: KYC_MESSAGES.ownerPepDetail });
    }),
  );

/** The company an account invests as: its name, CIF, registered address, deed and the representative's powers, its owners. */
export const companySchema = z
  .strictObject({
    name: requiredText(KYC_MESSAGES.companyName, 200),
    cif: requiredText(KYC_MESSAGES.cif, 12).check(
      z.overwrite(compactNumber),
      z.refine((value: string) => isValidEntityNif(value), KYC_MESSAGES.cifInvalid),
    ),
    registeredAddress: requiredText(KYC_MESSAGES.registeredAddress, 300),
    representativeRole: requiredText(KYC_MESSAGES.representativeRole, 100),
    deedUploadId: uploadIdField(),
    powersUploadId: uploadIdField(),
    owners: z
      .array(beneficialOwnerSchema, { error: KYC_MESSAGES.owners })
      .check(z.minLength(1, KYC_MESSAGES.owners), z.maxLength(MAX_BENEFICIAL_OWNERS, KYC_MESSAGES.tooManyOwners)),
  })
  .check(
    z.superRefine((values, ctx) => {
      const total = values.owners.reduce((sum, owner) => sum + Math.round(Number(owner.percentage) * 100), 0);
      if (total > 10_000) ctx.addIssue({ code: "custom", path: ["owners"], message: KYC_MESSAGES.percentagesSum });
    }),
  );

export type CompanyInput = z.input<typeof companySchema>;
export type CompanyValues = z.output<typeof companySchema>;

/** "Verificar mi identidad": the declaration (the server checks the dates against today, the files, the threshold and the questionnaire). */
export const onboardingSchema = z
  .strictObject({
    investingAs: z._default(expected(INVESTOR_KINDS, KYC_MESSAGES.company), "person"),
    company: z.optional(z.nullable(companySchema)),
    documentType: expected(DOCUMENT_TYPES, KYC_MESSAGES.documentType),
    documentNumber: requiredText(KYC_MESSAGES.documentNumber, 30).check(z.overwrite(compactNumber)),
    documentExpiry: requiredDate(KYC_MESSAGES.expiryRequired),
    nationality: countryCode,
    birthDate: requiredDate(KYC_MESSAGES.birthDateRequired),
    address: requiredText(KYC_MESSAGES.address, 300),
    profession: requiredText(KYC_MESSAGES.profession, 200),
    pep: expected(PEP_OPTIONS, KYC_MESSAGES.pep),
    pepDetail: optionalText(500),
    purpose: requiredText(KYC_MESSAGES.purpose, 500),
    fundsSource: expected(FUNDS_SOURCES, KYC_MESSAGES.fundsSource),
    fundsDetail: optionalText(500),
    plannedAmount: requiredDecimal(KYC_MESSAGES.plannedAmount, KYC_MESSAGES.plannedAmountInvalid, {
      positive: KYC_MESSAGES.plannedAmountInvalid,
    }),
    documentFrontUploadId: uploadIdField(),
    documentBackUploadId: uploadIdField(),
    fundsProofUploadId: uploadIdField(),
    riskAcknowledged: z
      .boolean({ error: KYC_MESSAGES.riskAcknowledged })
      .check(z.refine((value: boolean) => value, KYC_MESSAGES.riskAcknowledged)),
  })
  .check(
    z.superRefine((values, ctx) => {
      const number = documentNumberError(values.documentType, values.documentNumber);
      if (number) ctx.addIssue({ code: "custom", path: ["documentNumber"], message: number });
      if (values.pep !== "no" && !values.pepDetail) ctx.addIssue({ code: "custom", path: ["pepDetail"], message: KYC_MESSAGES.pepDetail });
      if (values.fundsSource === "other" && !values.fundsDetail)
        ctx.addIssue({ code: "custom", path: ["fundsDetail"], message: KYC_MESSAGES.fundsDetail });
      if (values.investingAs === "company" && !values.company)
        ctx.addIssue({ code: "custom", path: ["company"], message: KYC_MESSAGES.company });
    }),
  );

export type OnboardingInput = z.input<typeof onboardingSchema>;
export type OnboardingValues = z.output<typeof onboardingSchema>;

/** An admin's decision on a pending verification ("Verificaciones"). */
export const reviewDecisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.strictObject({
      decision: z.literal("verified"),
      riskLevel: z.optional(expected(RISK_LEVELS, KYC_MESSAGES.riskLevel)),
      note: optionalText(1000),
      // When the declaration reviewed was sent (its submittedAt as read): a newer one is a 409.
      reviewed: requiredText(KYC_MESSAGES.reviewed, 40),
    }),
    z.strictObject({
      decision: z.literal("rejected"),
      note: requiredText(KYC_MESSAGES.rejectionReason, 1000),
      reviewed: requiredText(KYC_MESSAGES.reviewed, 40),
    }),
  ],
  { error: KYC_MESSAGES.decision },
);

export type ReviewDecision = z.output<typeof reviewDecisionSchema>;

/**
 * `POST /api/users/{id}/verification`: an investor identified outside the platform (in person, at
 * the notary) recorded by an admin, or rejected.
 */
export const recordedVerificationSchema = z.discriminatedUnion(
  "decision",
  [
    z
      .strictObject({
        decision: z.literal("verified"),
        documentType: expected(DOCUMENT_TYPES, KYC_MESSAGES.documentType),
        documentNumber: requiredText(KYC_MESSAGES.documentNumber, 30).check(z.overwrite(compactNumber)),
        documentExpiry: optionalDate(),
        birthDate: optionalDate(),
        nationality: z.optional(z.nullable(countryCode)),
        riskLevel: z.optional(expected(RISK_LEVELS, KYC_MESSAGES.riskLevel)),
        note: optionalText(1000),
      })
      .check(
        z.superRefine((values, ctx) => {
          const number = documentNumberError(values.documentType, values.documentNumber);
          if (number) ctx.addIssue({ code: "custom", path: ["documentNumber"], message: number });
        }),
      ),
    z.strictObject({ decision: z.literal("rejected"), note: requiredText(KYC_MESSAGES.rejectionReason, 1000) }),
  ],
  { error: KYC_MESSAGES.decision },
);

/** One question of the knowledge questionnaire (the "Test de conveniencia", issue 66): its text, its options, and the index of the right one. */
export type KycQuestion = { text: string; options: string[]; correct: number };
export type KycQuestionnaire = { version: number; questions: KycQuestion[] };

export const DEFAULT_QUESTIONNAIRE: KycQuestionnaire = {
  // 2: the fourth question, on the deposit guarantee (issue 66); version 1 had the first three.
  version: 2,
  questions: [
    {
      text: "Si la operación sale mal, ¿cuánto puedes perder?",
      options: ["Nada: el capital está garantizado", "Una parte de los intereses", "Todo el capital invertido"],
      correct: 2,
    },
    {
      text: "¿Cuándo recuperas tu dinero?",
      options: [
        "Cuando lo pida, en cualquier momento",
        "Al liquidarse la operación, que depende del procedimiento judicial",
        "A los 30 días",
      ],
      correct: 1,
    },
    {
      text: "¿Es prudente invertir aquí todos tus ahorros?",
      options: ["Sí, la rentabilidad lo justifica", "No: conviene diversificar e invertir solo lo que puedas inmovilizar"],
      correct: 1,
    },
    {
      text: "¿Protege tu inversión el Fondo de Garantía de Depósitos?",
      options: ["Sí, hasta 100.000 €", "No: ni ese fondo ni ningún otro la cubre, y la CNMV no ha verificado la oferta"],
      correct: 1,
    },
  ],
};

export const KYC_SETTINGS_MESSAGES = {
  question: "Escribe la pregunta",
  option: "Escribe la opción",
  options: "Cada pregunta necesita entre 2 y 6 opciones",
  correct: "Elige la respuesta correcta",
  questions: "Entre 1 y 20 preguntas",
  passMark: "Entre 0 y el número de preguntas",
  fundsProofAbove: "Importe no válido",
  reviewMonths: "Entre 1 y 120 meses",
  highRiskCountries: "Códigos de país ISO de dos letras separados por comas (ES, FR…)",
} as const;

const question = z.strictObject({
  text: requiredText(KYC_SETTINGS_MESSAGES.question, 300),
  options: z
    .array(requiredText(KYC_SETTINGS_MESSAGES.option, 200))
    .check(z.minLength(2, KYC_SETTINGS_MESSAGES.options), z.maxLength(6, KYC_SETTINGS_MESSAGES.options)),
  correct: z.int({ error: KYC_SETTINGS_MESSAGES.correct }).check(z.minimum(0, KYC_SETTINGS_MESSAGES.correct)),
});

const months = (fallback: number) => integerField(KYC_SETTINGS_MESSAGES.reviewMonths, { min: 1, max: 120, fallback });

/** Configuración, "Verificación de identidad". */
export const kycSettingsSchema = z
  .strictObject({
    questions: z.array(question).check(z.minLength(1, KYC_SETTINGS_MESSAGES.questions), z.maxLength(20, KYC_SETTINGS_MESSAGES.questions)),
    passMark: integerField(KYC_SETTINGS_MESSAGES.passMark, { min: 0, max: 20, fallback: 0 }),
    fundsProofAbove: requiredDecimal(KYC_SETTINGS_MESSAGES.fundsProofAbove, KYC_SETTINGS_MESSAGES.fundsProofAbove),
    reviewMonthsLow: months(60),
    reviewMonthsNormal: months(36),
    reviewMonthsHigh: months(12),
    highRiskCountries: z.pipe(
      z._default(z.string({ error: KYC_SETTINGS_MESSAGES.highRiskCountries }), ""),
      z.transform((value: string, ctx) => {
        const codes = [
          ...new Set(
            value
              .split(/[\s,;]+/)
              .filter(Boolean)
              .map((code) => code.toUpperCase()),
          ),
        ].sort();
        return codes.every((code) => code.length === 2 && countries.isValid(code))
          ? codes
          : invalid(ctx, KYC_SETTINGS_MESSAGES.highRiskCountries);
      }),
    ),
    coHoldersAllowed: z._default(z.boolean({ error: "Indica si se admiten cotitulares" }), false),
  })
  .check(
    z.superRefine((values, ctx) => {
      values.questions.forEach((entry, index) => {
        if (entry.correct >= entry.options.length)
          ctx.addIssue({ code: "custom", path: ["questions", index, "correct"], message: KYC_SETTINGS_MESSAGES.correct });
      });
      if (values.passMark > values.questions.length)
        ctx.addIssue({ code: "custom", path: ["passMark"], message: KYC_SETTINGS_MESSAGES.passMark });
    }),
  );

export type KycSettingsInput = z.input<typeof kycSettingsSchema>;
export type KycSettingsValues = z.output<typeof kycSettingsSchema>;

/** An admin's decision on a screening candidate. */
export const screeningDecisionSchema = z.strictObject({
  status: expected(["cleared", "confirmed"] as const, "Elige descartar o confirmar"),
  note: requiredText("Indica por qué", 1000),
});
