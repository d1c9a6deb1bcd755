import { labelledCodes } from "../options";
import { emailField, integerField, personNameField, plainText, trimmedString } from "./fields";
import { acceptPrivacy } from "./legal";
import * as z from "./zod";

/**
 * A formal complaint (issue 66, item 5; ECSP art. 7 and Delegated Regulation 2022/2117): its
 * category and text, from an investor (their account names them) or from the public site (name and
 * e-mail); the admins' admissibility decision and resolution; the club's deadlines (Configuración).
 */
export const {
  codes: COMPLAINT_CATEGORIES,
  labels: COMPLAINT_CATEGORY_LABELS,
  options: COMPLAINT_CATEGORY_OPTIONS,
} = labelledCodes({
  operacion: "Una operación",
  deposito: "La cuenta de depósito",
  pagos: "Pagos y transferencias",
  informacion: "La información recibida",
  datos: "Mis datos y su privacidad",
  atencion: "La atención del club",
  otra: "Otra",
});

export const { codes: COMPLAINT_STATUSES, labels: COMPLAINT_STATUS_LABELS } = labelledCodes({
  filed: "Recibida",
  admitted: "Admitida",
  inadmissible: "No admitida",
  resolved: "Resuelta",
});
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const {
  codes: COMPLAINT_OUTCOMES,
  labels: COMPLAINT_OUTCOME_LABELS,
  options: COMPLAINT_OUTCOME_OPTIONS,
} = labelledCodes({ upheld: "Estimada", partially_upheld: "Estimada en parte", rejected: "Desestimada" });

export const COMPLAINT_LIMITS = { name: 120, email: 254, text: 10_000, reasons: 10_000, files: 5, minText: 20 } as const;

export const COMPLAINT_MESSAGES = {
  category: "Elige de qué trata la reclamación",
  textRequired: "Cuéntanos qué ha pasado",
  textShort: `Cuéntanos qué ha pasado con al menos ${COMPLAINT_LIMITS.minText} caracteres`,
  textLong: `La reclamación no puede superar ${COMPLAINT_LIMITS.text} caracteres`,
  tooManyFiles: `Adjunta como mucho ${COMPLAINT_LIMITS.files} archivos`,
  noteRequired: "Explica por qué no se admite: se enviará al reclamante",
  resolutionRequired: "Escribe la resolución con sus motivos: se enviará al reclamante",
  outcome: "Elige el sentido de la resolución",
  notFiled: "Esta reclamación ya tiene decidida su admisión",
  notAdmitted: "Solo se resuelve una reclamación admitida y sin resolver",
  notForAdmins: "Un administrador no presenta reclamaciones: las tramita",
  days: "Entre 1 y 30 días hábiles",
  months: "Entre 1 y 6 meses",
} as const;

const category = z.enum(COMPLAINT_CATEGORIES, { error: COMPLAINT_MESSAGES.category });
const text = plainText(
  trimmedString(COMPLAINT_MESSAGES.textRequired, { min: 1, max: COMPLAINT_LIMITS.text, tooLong: COMPLAINT_MESSAGES.textLong }).check(
    z.minLength(COMPLAINT_LIMITS.minText, COMPLAINT_MESSAGES.textShort),
  ),
  { multiline: true },
);

/** An investor's complaint: `uploadIds` are their own uploads (`POST /api/files?purpose=complaint`). */
export const complaintSchema = z.strictObject({
  category,
  text,
  uploadIds: z._default(
    z.array(z.uuid(), { error: "Archivos no válidos" }).check(z.maxLength(COMPLAINT_LIMITS.files, COMPLAINT_MESSAGES.tooManyFiles)),
    [],
  ),
});

/** From the public site, by someone without an account: who they are and how to answer them. */
export const publicComplaintSchema = z.strictObject({
  category,
  text,
  name: personNameField(COMPLAINT_LIMITS.name),
  email: emailField(),
  acceptPrivacy,
  /** Honeypot, as the contact form's. */
  website: z.optional(z.string().check(z.maxLength(500))),
});

const reasons = (required: string) =>
  plainText(
    trimmedString(required, { min: 1, max: COMPLAINT_LIMITS.reasons, tooLong: `Como mucho ${COMPLAINT_LIMITS.reasons} caracteres` }),
    {
      multiline: true,
    },
  );

/** `POST /api/complaints/{id}/admissibility`: admitted (a note is optional), or not, with the reasons. */
export const admissibilitySchema = z.union([
  z.strictObject({ admitted: z.literal(true), note: z.optional(z.string().check(z.maxLength(COMPLAINT_LIMITS.reasons))) }),
  z.strictObject({ admitted: z.literal(false), note: reasons(COMPLAINT_MESSAGES.noteRequired) }),
]);

/** `POST /api/complaints/{id}/resolution`: its sense and its reasons. */
export const resolutionSchema = z.strictObject({
  outcome: z.enum(COMPLAINT_OUTCOMES, { error: COMPLAINT_MESSAGES.outcome }),
  resolution: reasons(COMPLAINT_MESSAGES.resolutionRequired),
});

export const DEFAULT_COMPLAINT_DEADLINES = { complaintAdmissibilityDays: 10, complaintResolutionMonths: 2 } as const;

/** Configuración, "Reclamaciones": Delegated Regulation 2022/2117 (10 working days), Orden ECO/734/2004 (2 months). */
export const complaintSettingsSchema = z.strictObject({
  complaintAdmissibilityDays: integerField(COMPLAINT_MESSAGES.days, {
    min: 1,
    max: 30,
    fallback: DEFAULT_COMPLAINT_DEADLINES.complaintAdmissibilityDays,
  }),
  complaintResolutionMonths: integerField(COMPLAINT_MESSAGES.months, {
    min: 1,
    max: 6,
    fallback: DEFAULT_COMPLAINT_DEADLINES.complaintResolutionMonths,
  }),
});

export type ComplaintSettings = z.output<typeof complaintSettingsSchema>;
