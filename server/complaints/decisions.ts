import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatDate } from "@/lib/format";
import { admissibilitySchema, COMPLAINT_MESSAGES, COMPLAINT_OUTCOME_LABELS, resolutionSchema } from "@/lib/validations/complaint";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { enqueueEmails } from "../mail/outbox";
import { complaintAdmissibility, complaintResolved } from "../mail/complaint-templates";
import { calendarDate } from "../shared/dto";
import { COMPLAINT_SELECT, toComplaintDto, type ComplaintDto } from "./dto";

/**
 * `POST /api/complaints/{id}/admissibility { admitted, note }` (issue 66, item 5): an admin admits a
 * filed complaint (the resolution then comes by its deadline) or does not, saying why; the
 * complainant is e-mailed; audited. 409 once decided (two admins at once: one decision).
 */
export async function decideAdmissibility(actor: Actor | null, id: string, input: unknown, now = new Date()): Promise<ComplaintDto> {
  assertAdmin(actor);
  const values = admissibilitySchema.parse(input);
  const db = await prisma();
  await db.$transaction(async (tx) => {
    const status = values.admitted ? "admitted" : "inadmissible";
    const note = values.note?.trim() || null;
    const row = await takeStep(
      tx,
      id,
      "filed",
      { status, admissibilityAt: now, admissibilityNote: note, admissibilityById: actor.id },
      COMPLAINT_MESSAGES.notFiled,
    );
    await enqueueEmails(
      tx,
      {
        kind: "complaint",
        ...complaintAdmissibility({
          reference: row.reference,
          admitted: values.admitted,
          note,
          resolutionDue: formatDate(calendarDate(row.resolutionDue)),
        }),
      },
      [row.email],
    );
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "complaint",
      entityId: id,
      entityLabel: row.reference,
      before: { status: "filed" },
      after: { status, note },
    });
  });
  return toComplaintDto(await db.complaint.findUniqueOrThrow({ where: { id }, select: COMPLAINT_SELECT }), now);
}

/**
 * `POST /api/complaints/{id}/resolution { outcome, resolution }`: an admin resolves an admitted
 * complaint with its reasons; the complainant is e-mailed them; audited. 409 unless admitted.
 */
export async function resolveComplaint(actor: Actor | null, id: string, input: unknown, now = new Date()): Promise<ComplaintDto> {
  assertAdmin(actor);
  const values = resolutionSchema.parse(input);
  const db = await prisma();
  await db.$transaction(async (tx) => {
    const row = await takeStep(
      tx,
      id,
      "admitted",
      { status: "resolved", resolvedAt: now, outcome: values.outcome, resolution: values.resolution, resolvedById: actor.id },
      COMPLAINT_MESSAGES.notAdmitted,
    );
    const outcome = COMPLAINT_OUTCOME_LABELS[values.outcome];
    await enqueueEmails(
      tx,
      { kind: "complaint", ...complaintResolved({ reference: row.reference, outcome, resolution: values.resolution }) },
      [row.email],
    );
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "complaint",
      entityId: id,
      entityLabel: row.reference,
      before: { status: "admitted" },
      after: { status: "resolved", outcome: values.outcome },
    });
  });
  return toComplaintDto(await db.complaint.findUniqueOrThrow({ where: { id }, select: COMPLAINT_SELECT }), now);
}

/**
 * Moves a complaint on from `from` (the step the admin's page showed): 404 when there is no such
 * complaint, 409 when it is no longer at that step (another admin took it). Its reference, address
 * and resolution deadline, for the e-mail.
 */
async function takeStep(
  tx: Prisma.TransactionClient,
  id: string,
  from: "filed" | "admitted",
  data: Prisma.ComplaintUpdateManyMutationInput,
  conflict: string,
) {
  const { count } = await tx.complaint.updateMany({ where: { id: rowId(id), status: from }, data });
  const row = await tx.complaint.findUnique({ where: { id: rowId(id) }, select: { reference: true, email: true, resolutionDue: true } });
  if (!row) notFound();
  if (!count) throw new AppError("conflict", conflict);
  return row;
}
