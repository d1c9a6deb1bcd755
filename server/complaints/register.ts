import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { CSV_BOM, csvLine } from "@/lib/csv";
import { dayInMadrid, formatDate, formatDateTime } from "@/lib/format";
import { COMPLAINT_CATEGORY_LABELS, COMPLAINT_OUTCOME_LABELS, COMPLAINT_STATUS_LABELS } from "@/lib/validations/complaint";
import { assertAdmin, assertSignedIn, isAdmin, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { storedFileResponse } from "../files/serve-file";
import { calendarDate } from "../shared/dto";
import { COMPLAINT_SELECT, isOverdue, toComplaintDto, type ComplaintDto } from "./dto";

/** What the caller may read: an admin every complaint, an investor only their own (another's is a 404). */
const visible = (actor: Actor): Prisma.ComplaintWhereInput => (isAdmin(actor) ? {} : { userId: actor.id });

/** `GET /api/complaints`: the register, newest first (an investor's own; an admin's all, or those `status` selects). */
export async function listComplaints(actor: Actor | null, status: string | null = null, now = new Date()): Promise<ComplaintDto[]> {
  assertSignedIn(actor);
  const db = await prisma();
  const rows = await db.complaint.findMany({
    where: { ...visible(actor), ...(status && isAdmin(actor) ? { status } : {}) },
    select: COMPLAINT_SELECT,
    orderBy: [{ filedAt: "desc" }, { number: "desc" }],
  });
  return rows.map((row) => toComplaintDto(row, now));
}

export async function getComplaint(actor: Actor | null, id: string, now = new Date()): Promise<ComplaintDto> {
  assertSignedIn(actor);
  const db = await prisma();
  const row = await db.complaint.findFirst({ where: { id: rowId(id), ...visible(actor) }, select: COMPLAINT_SELECT });
  return toComplaintDto(row ?? notFound(), now);
}

/** A file attached to a complaint, for its complainant and the admins. */
export async function complaintFileResponse(actor: Actor | null, id: string, fileId: string, request: Request): Promise<Response> {
  assertSignedIn(actor);
  const db = await prisma();
  const file = await db.complaintFile.findFirst({
    where: { id: rowId(fileId), complaintId: rowId(id), complaint: visible(actor) },
    select: { storageKey: true, originalName: true, contentType: true },
  });
  return storedFileResponse({ ...(file ?? notFound()), isPublic: false }, request);
}

/** The admins' to-do: complaints waiting for a step, and how many of them are past their deadline. */
export async function complaintsWaiting(db: Pick<Prisma.TransactionClient, "complaint">, now = new Date()) {
  const open = await db.complaint.findMany({
    where: { status: { in: ["filed", "admitted"] } },
    select: { status: true, admissibilityDue: true, resolutionDue: true },
  });
  const today = dayInMadrid(now);
  return { waiting: open.length, overdue: open.filter((row) => isOverdue(row, today)).length };
}

const HEADER = [
  "Referencia",
  "Presentada",
  "Reclamante",
  "Email",
  "Inversor registrado",
  "Categoría",
  "Estado",
  "Admisión antes del",
  "Admisión decidida",
  "Motivo de la admisión",
  "Resolución antes del",
  "Resuelta",
  "Sentido",
  "Resolución",
  "Fuera de plazo",
];

/**
 * `GET /api/complaints/register?year=yyyy` (CSV): the register of the complaints filed in a year, every
 * step with its date, as ECSP art. 7 asks the club to keep it. Admins only.
 */
export async function complaintRegisterCsv(actor: Actor | null, year: string | null, now = new Date()): Promise<string> {
  assertAdmin(actor);
  if (!year || !/^\d{4}$/.test(year)) throw new AppError("invalid", "Año no válido", { fields: { year: "Indica el año (aaaa)" } });
  const db = await prisma();
  const rows = await db.complaint.findMany({
    where: { filedAt: { gte: madridYearStart(Number(year)), lt: madridYearStart(Number(year) + 1) } },
    select: { ...COMPLAINT_SELECT, userId: true },
    orderBy: { number: "asc" },
  });
  const today = dayInMadrid(now);
  const label = <T extends Record<string, string>>(labels: T, code: string | null) => (code ? (labels[code as keyof T] ?? code) : "");
  return (
    CSV_BOM +
    csvLine(HEADER) +
    rows
      .map((row) =>
        csvLine([
          row.reference,
          formatDateTime(row.filedAt),
          row.name,
          row.email,
          row.userId ? "Sí" : "No",
          label(COMPLAINT_CATEGORY_LABELS, row.category),
          label(COMPLAINT_STATUS_LABELS, row.status),
          formatDate(calendarDate(row.admissibilityDue)),
          row.admissibilityAt ? formatDateTime(row.admissibilityAt) : "",
          row.admissibilityNote ?? "",
          formatDate(calendarDate(row.resolutionDue)),
          row.resolvedAt ? formatDateTime(row.resolvedAt) : "",
          label(COMPLAINT_OUTCOME_LABELS, row.outcome),
          row.resolution ?? "",
          isOverdue(row, today) ? "Sí" : "No",
        ]),
      )
      .join("")
  );
}

/** 00:00 on 1 January of `year` in Madrid (CET, UTC+1 in winter). */
const madridYearStart = (year: number) => new Date(Date.UTC(year - 1, 11, 31, 23, 0, 0));
