import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { dayInMadrid } from "@/lib/format";
import type { ComplaintStatus } from "@/lib/validations/complaint";
import { calendarDate, instant } from "../shared/dto";

/** A complaint as its complainant and the admins read it: what was asked, each step and its deadline. */
export type ComplaintDto = {
  id: string;
  reference: string;
  status: ComplaintStatus;
  category: string;
  text: string;
  name: string;
  email: string;
  /** Whether an investor's account filed it (null from the public site). */
  userId: string | null;
  filedAt: string;
  admissibilityDue: string;
  admissibilityAt: string | null;
  admissibilityNote: string | null;
  resolutionDue: string;
  resolvedAt: string | null;
  outcome: string | null;
  resolution: string | null;
  /** Its step is past its deadline (admissibility while filed, resolution while admitted). */
  overdue: boolean;
  files: { id: string; originalName: string; size: number; url: string }[];
};

export const COMPLAINT_SELECT = {
  id: true,
  reference: true,
  status: true,
  category: true,
  text: true,
  name: true,
  email: true,
  userId: true,
  filedAt: true,
  admissibilityDue: true,
  admissibilityAt: true,
  admissibilityNote: true,
  resolutionDue: true,
  resolvedAt: true,
  outcome: true,
  resolution: true,
  files: { select: { id: true, originalName: true, size: true }, orderBy: { originalName: "asc" } },
} satisfies Prisma.ComplaintSelect;

type Row = Prisma.ComplaintGetPayload<{ select: typeof COMPLAINT_SELECT }>;

/** Whether a complaint's current step is late on `today` (Madrid's day). */
export function isOverdue(row: { status: string; admissibilityDue: Date; resolutionDue: Date | null }, today: string): boolean {
  if (row.status === "filed") return calendarDate(row.admissibilityDue)! < today;
  if (row.status === "admitted") return calendarDate(row.resolutionDue)! < today;
  return false;
}

export function toComplaintDto(row: Row, now = new Date()): ComplaintDto {
  return {
    ...row,
    status: row.status as ComplaintStatus,
    filedAt: instant(row.filedAt),
    admissibilityDue: calendarDate(row.admissibilityDue)!,
    admissibilityAt: row.admissibilityAt && instant(row.admissibilityAt),
    resolutionDue: calendarDate(row.resolutionDue)!,
    resolvedAt: row.resolvedAt && instant(row.resolvedAt),
    overdue: isOverdue(row, dayInMadrid(now)),
    files: row.files.map((file) => ({ ...file, url: `/api/complaints/${row.id}/files/${file.id}` })),
  };
}
