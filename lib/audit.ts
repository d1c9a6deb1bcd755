import type { FieldSpec } from "./fields/field";
import { COMPLAINT_OUTCOME_LABELS, COMPLAINT_STATUS_LABELS } from "./validations/complaint";
import { formatFieldValue } from "./fields/format-field";
import { CONTRACT_FIELDS } from "./fields/contract";
import { DOCUMENT_FIELDS } from "./fields/document";
import { INVESTMENT_FIELDS } from "./fields/investment";
import { INVESTOR_FIELDS, ROLE_LABELS } from "./fields/investor";
import { OPERATION_FIELDS } from "./fields/operation";
import { TRANSACTION_FIELDS } from "./fields/transaction";
import { formatDate, formatDateTime } from "./format";
import { labelledCodes } from "./options";
import { AWARD_LABELS, MILESTONE_LABELS, MILESTONE_STATUS_LABELS } from "./timeline";
import { DEPOSIT_CREDITING_LABELS } from "./deposit/crediting";
import { DEPOSIT_MOVEMENT_LABELS } from "./deposit/position";
import { WITHDRAWAL_STATUS_LABELS } from "./deposit/withdrawal-status";
import { UPDATE_DELIVERY_LABELS } from "./update-deliveries";
import { EMAIL_STATUS_LABELS } from "./mail-status";
import { FUNDS_SOURCE_LABELS, IDENTITY_FILE_LABELS, PEP_LABELS, RISK_LEVEL_LABELS } from "./validations/kyc";

/**
 * The audit log's vocabulary, shared by the server (what it records and filters by) and the
 * screens and CSV (how a person reads it, in Spanish).
 */
export const { codes: AUDIT_ACTIONS, labels: AUDIT_ACTION_LABELS } = labelledCodes({
  create: "Alta",
  update: "Modificación",
  delete: "Eliminación",
  "sign-in": "Inicio de sesión",
  "sign-in-failed": "Inicio de sesión fallido",
  "sign-out": "Cierre de sesión",
  "sign-up": "Registro",
  "password-link": "Enlace de contraseña",
  "password-reset": "Cambio de contraseña",
  "password-change": "Cambio de contraseña (Seguridad)",
  "sessions-ended": "Cierre de las demás sesiones",
  download: "Descarga",
  export: "Descarga de datos",
  role: "Cambio de rol",
  "two-factor-on": "Verificación en dos pasos activada",
  "two-factor-off": "Verificación en dos pasos desactivada",
  "two-factor-reset": "Verificación en dos pasos restablecida",
  "two-factor-failed": "Código de verificación incorrecto",
  "recovery-codes": "Códigos de recuperación nuevos",
  "closure-request": "Solicitud de cierre de cuenta",
  "closure-withdrawn": "Solicitud de cierre retirada",
  "closure-rejected": "Cierre de cuenta rechazado",
  "account-closed": "Cuenta cerrada (datos bloqueados)",
  "blocked-read": "Consulta de datos bloqueados",
  "blocked-purged": "Datos bloqueados destruidos",
  "iban-change-requested": "IBAN propuesto (pendiente)",
  "iban-change-confirmed": "IBAN nuevo confirmado",
  "iban-change-cancelled": "IBAN propuesto cancelado",
  "verification-submitted": "Verificación de identidad enviada",
  "verification-approved": "Verificación aprobada (falta un segundo administrador)",
  "verification-verified": "Identidad verificada",
  "verification-rejected": "Verificación rechazada",
  "verification-file-read": "Consulta de un documento de identidad",
  "verification-reminder": "Aviso de documento a punto de caducar",
  "message-reply": "Respuesta a un mensaje",
  "sanctions-list-imported": "Lista de sanciones cargada",
  "screening-decided": "Coincidencia con la lista de sanciones revisada",
  "appropriateness-test": "Test de conveniencia",
  revocation: "Revocación en el periodo de reflexión",
  desistimiento: "Desistimiento del contrato",
});

export const { codes: AUDIT_ENTITIES, labels: AUDIT_ENTITY_LABELS } = labelledCodes({
  operation: "Operación",
  user: "Usuario",
  document: "Documento",
  contract: "Contrato",
  investment: "Participación",
  transaction: "Transacción",
  settings: "Configuración",
  message: "Mensaje",
  email: "Correo",
  upload: "Archivo subido",
  bank_statement: "Extracto bancario",
  bank_entry: "Apunte bancario",
  liquidation: "Liquidación",
  tax_certificates: "Certificados de retenciones",
  tax_year: "Ejercicio fiscal",
  legal_text: "Texto legal",
  verification: "Verificación de identidad",
  sanctions_list: "Lista de sanciones",
  screening_hit: "Coincidencia con la lista de sanciones",
  operation_update: "Novedad",
  deposit_account: "Cuenta de depósito",
  complaint: "Reclamación",
  refund: "Devolución",
});
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
export const entityLabel = (entity: string) => AUDIT_ENTITY_LABELS[entity as AuditEntity] ?? entity;

/** Each entity's fields as its catalogue (lib/fields/) names and formats them. */
const DESCRIBED: Record<string, Readonly<Record<string, FieldSpec>>> = {
  operation: OPERATION_FIELDS,
  user: INVESTOR_FIELDS,
  investment: INVESTMENT_FIELDS,
  document: DOCUMENT_FIELDS,
  contract: CONTRACT_FIELDS,
  transaction: TRANSACTION_FIELDS,
};

/** The recorded fields no catalogue describes: an account's own settings, the court case's items, messages, uploads. */
const FIELD_LABELS: Record<string, string> = {
  milestones: "Hitos del procedimiento",
  archivedAt: "Archivado",
  reason: "Motivo",
  status: "Estado",
  scenarios: "Escenarios de rentabilidad",
  email: "Email",
  phone: "Teléfono",
  role: "Rol",
  profileImageUrl: "Imagen de perfil",
  notifyDocuments: "Avisos de documentos",
  notifyOperations: "Avisos de operaciones",
  calendarTokenCreatedAt: "Dirección privada del calendario",
  name: "Nombre",
  contactEmail: "Email de contacto",
  whatsappNumber: "WhatsApp",
  companyUrl: "Página de la empresa",
  isRead: "Leído",
  attempts: "Intentos",
  size: "Tamaño",
  purpose: "Destino",
  originalName: "Nombre del archivo",
  contentType: "Tipo de archivo",
  message: "Mensaje",
  investmentsDeleted: "Participaciones eliminadas con ella",
  documentsDeleted: "Documentos eliminados con ella",
  contractsDeleted: "Contratos eliminados con ella",
  transactionsDeleted: "Transacciones eliminadas con ella",
  kind: "Hito",
  date: "Fecha",
  note: "Nota",
  auctionUrl: "Portal de subastas",
  auctionRef: "Referencia de la subasta",
  awardType: "Adjudicación",
  months: "Meses",
  basis: "Base",
  gross: "Bruto",
  costs: "Costes",
  explanation: "Explicación",
  investmentId: "Participación",
  format: "Formato",
  matched: "Conciliados",
  review: "Pendientes de revisión",
  alreadyImported: "Ya importados",
  skipped: "Sin efecto (cargos o no contabilizados)",
  proceeds: "Importe obtenido",
  withholdingRate: "Retención IRPF (%)",
  net: "Neto a pagar",
  fee: "Comisión de éxito",
  withholding: "Retención",
  participations: "Participaciones",
  movements: "Movimientos",
  messageId: "Mensaje SEPA",
  transfers: "Transferencias",
  leftOut: "Excluidas",
  payoutsCompleted: "Transferencias completadas",
  outgoing: "Cargos",
  certificatesDeleted: "Certificados eliminados",
  identificationsDeleted: "Identificaciones eliminadas",
  sessionsEnded: "Sesiones cerradas",
  notifyNewOperations: "Avisos de operaciones nuevas",
  listedName: "Nombre en la lista",
  nombreEnLista: "Nombre en la lista",
  destruirDesde: "Se destruye desde",
  operationId: "Operación",
  riskLevel: "Nivel de riesgo",
  // A verification's steps (server/kyc/): its decision, its declaration, a file read, a list's screening.
  riesgo: "Nivel de riesgo",
  documento: "Documento",
  caducidad: "Caducidad",
  pep: "Persona con responsabilidad pública",
  origenFondos: "Origen de los fondos",
  sociedad: "Sociedad",
  titularesReales: "Titulares reales",
  archivo: "Archivo",
  desde: "Desde",
  de: "De",
  personas: "Personas en la lista",
  nombres: "Nombres",
  coincidencias: "Coincidencias",
  revision: "Próxima revisión",
  nota: "Nota",
  userId: "Inversor",
  title: "Título",
  body: "Texto",
  milestoneKind: "Hito",
  attachments: "Adjuntos",
  recipients: "Destinatarios",
  notifyUpdates: "Emails de novedades",
  depositEnabled: "Cuenta de depósito ofrecida",
  depositTae: "TAE de la cuenta de depósito (%)",
  depositCrediting: "Abono de intereses",
  depositMinOpening: "Importe mínimo de apertura",
  depositMinContribution: "Aportación mínima",
  depositMinWithdrawal: "Retirada mínima",
  depositWindows: "Ventanas de liquidez",
  depositNoticeDays: "Preaviso de retirada (días)",
  depositClaim: "Rentabilidad anunciada",
  depositWording: "Texto comercial",
  paymentReference: "Referencia de pago",
  contractVersion: "Versión del contrato",
  contractSha256: "Huella SHA-256 del contrato",
  signatureMethod: "Firma",
  signedAddress: "Dirección de la firma",
  depositMovement: "Movimiento",
  amount: "Importe",
  interest: "Intereses",
  accounts: "Cuentas",
  withdrawalRequested: "Retirada pedida",
  // Configuración's other sections, as their forms label them.
  clubLegalName: "Razón social",
  clubNif: "NIF del club",
  clubAddress: "Domicilio fiscal",
  clubRegistry: "Datos registrales",
  modelo193Nature: "Naturaleza de la percepción (Modelo 193)",
  liquidationDaysAhead: "Días que una liquidación puede fecharse por adelantado",
  withholdingRates: "Tipos de retención por año",
  clubIban: "IBAN de la cuenta del club",
  clubAccountHolder: "Titular de la cuenta",
  clubBank: "Banco",
  paymentDays: "Días para pagar",
  questions: "Preguntas del cuestionario",
  passMark: "Aciertos para aprobar",
  fundsProofAbove: "Justificante del origen de los fondos a partir de (€)",
  reviewMonthsLow: "Revisión periódica, riesgo bajo (meses)",
  reviewMonthsNormal: "Revisión periódica, riesgo normal (meses)",
  reviewMonthsHigh: "Revisión periódica, riesgo alto (meses)",
  highRiskCountries: "Países de riesgo alto",
  coHoldersAllowed: "Admitir cotitulares",
  retentionAccountingYears: "Conservación: contabilidad (años)",
  retentionTaxYears: "Conservación: fiscalidad (años)",
  retentionAmlYears: "Conservación: prevención del blanqueo (años)",
};

/** A recorded field's label: as the entity's form says it, else as the log knows it, else its name. */
export const fieldLabel = (field: string, entity?: string) => DESCRIBED[entity ?? ""]?.[field]?.label ?? FIELD_LABELS[field] ?? field;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Coded values by field, and a status by the kind of element it belongs to. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  role: ROLE_LABELS,
  kind: MILESTONE_LABELS,
  awardType: AWARD_LABELS,
  depositCrediting: DEPOSIT_CREDITING_LABELS,
  notifyUpdates: UPDATE_DELIVERY_LABELS,
  signatureMethod: { "email-code": "Código de un solo uso por email", "second-factor": "Segundo factor (aplicación de autenticación)" },
  depositMovement: DEPOSIT_MOVEMENT_LABELS,
  outcome: COMPLAINT_OUTCOME_LABELS,
  riskLevel: RISK_LEVEL_LABELS,
  riesgo: RISK_LEVEL_LABELS,
  archivo: IDENTITY_FILE_LABELS,
  origenFondos: FUNDS_SOURCE_LABELS,
  pep: PEP_LABELS,
};
const STATUS_LABELS: Record<string, Record<string, string>> = {
  milestone: MILESTONE_STATUS_LABELS,
  // An interest run's and a withdrawal's.
  deposit_account: { confirmed: "Abonado", reversed: "Revertido", ...WITHDRAWAL_STATUS_LABELS },
  complaint: COMPLAINT_STATUS_LABELS,
  email: EMAIL_STATUS_LABELS,
};

/** The names of the rows a change refers to by id (an operation's title, a person's name), by id. */
export type ReferenceNames = Readonly<Record<string, string>>;

/**
 * One recorded value as a person reads it: money in euros, dates es-ES, Sí/No, labels of codes,
 * a referenced row by its name when `names` has it, "—" for nothing.
 */
export function formatAuditValue(field: string, value: unknown, entity?: string, names: ReferenceNames = {}): string {
  if (typeof value === "string" && names[value]) return names[value];
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (Array.isArray(value)) return value.length === 1 ? "1 elemento" : `${value.length} elementos`;
  if (typeof value === "object") return JSON.stringify(value);
  const described = DESCRIBED[entity ?? ""]?.[field];
  if (described) return formatFieldValue(described, value);
  const text = String(value);
  const labels = field === "status" ? STATUS_LABELS[entity ?? ""] : VALUE_LABELS[field];
  if (labels?.[text]) return labels[text];
  if (ISO_INSTANT.test(text)) return text.endsWith("T00:00:00.000Z") ? formatDate(text.slice(0, 10)) : formatDateTime(text);
  if (CALENDAR_DATE.test(text)) return formatDate(text);
  return text;
}

export type AuditChange = { field: string; from?: unknown; to?: unknown };

type Item = Record<string, unknown>;
const asItems = (value: unknown): Item[] =>
  Array.isArray(value) ? value.filter((item): item is Item => typeof item === "object" && item !== null) : [];
const summary = (item: Item, entity: string) =>
  Object.entries(item)
    .filter(([, value]) => value !== null && value !== "")
    .map(([field, value]) => `${fieldLabel(field, entity)} ${formatAuditValue(field, value, entity)}`)
    .join(", ");

/** A replaced list (an operation's milestones or scenarios), item by item, only where it changed. */
function describeList(field: string, from: Item[], to: Item[]): string[] {
  const label = fieldLabel(field);
  const entity = field === "milestones" ? "milestone" : field;
  const lines: string[] = [];
  for (let index = 0; index < Math.max(from.length, to.length); index++) {
    const [before, after] = [from[index], to[index]];
    const name = `${label} nº ${index + 1}`;
    if (!before && after) lines.push(`${name} añadido: ${summary(after, entity)}`);
    else if (before && !after) lines.push(`${name} quitado: ${summary(before, entity)}`);
    else if (before && after) {
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
        lines.push(
          `${name} · ${fieldLabel(key, entity)}: ${formatAuditValue(key, before[key], entity)} → ${formatAuditValue(key, after[key], entity)}`,
        );
      }
    }
  }
  return lines.length ? lines : [`${label}: sin cambios`];
}

/**
 * One recorded change as lines a person reads: "Estado: Abierta → En curso" (an update),
 * "Título: Piso en Chamberí" (a create or a delete), one line per changed item of a list.
 */
export function describeChange(change: AuditChange, entity?: string, names?: ReferenceNames): string[] {
  const label = fieldLabel(change.field, entity);
  const value = (raw: unknown) => formatAuditValue(change.field, raw, entity, names);
  if (Array.isArray(change.from) || Array.isArray(change.to)) return describeList(change.field, asItems(change.from), asItems(change.to));
  if ("from" in change && "to" in change) return [`${label}: ${value(change.from)} → ${value(change.to)}`];
  return [`${label}: ${value("to" in change ? change.to : change.from)}`];
}

/** Every change of a row of `entity`, as lines ("Sin cambios" for a save that changed nothing). */
export function describeChanges(changes: AuditChange[] | null, entity?: string, names?: ReferenceNames): string[] {
  if (!changes) return [];
  if (changes.length === 0) return ["Sin cambios"];
  return changes.flatMap((change) => describeChange(change, entity, names));
}
