import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { dayInMadrid, formatDate } from "@/lib/format";
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_MESSAGES,
  complaintSchema,
  publicComplaintSchema,
  type ComplaintSettings,
} from "@/lib/validations/complaint";
import { assertSignedIn, isAdmin, type Actor } from "../core/actor";
import { AppError, MESSAGES } from "../core/errors";
import { prisma } from "../platform/database/client";
import { consumeRateLimit } from "../platform/database/rate-limit";
import { recordAudit } from "../audit/record";
import { enqueueEmails } from "../mail/outbox";
import { adminAddresses } from "../mail/notifications";
import { complaintAcknowledged, complaintReceived } from "../mail/complaint-templates";
import { claimUpload } from "../files/pending-uploads";
import { recordPrivacyConsent } from "../club/consents";
import { readComplaintSettings } from "../club/complaint-settings";
import { fullName } from "../shared/dto";
import { addCalendarMonths, addWorkingDays } from "../shared/working-days";
import { COMPLAINT_SELECT, toComplaintDto, type ComplaintDto } from "./dto";

type Tx = Prisma.TransactionClient;

/** As many complaints from one address as contact messages (server/contact/form.ts): 5 in 10 minutes. */
export const COMPLAINT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

/**
 * `POST /api/complaints` signed in (issue 66, item 5): an investor's complaint, named by their
 * account, with the files they uploaded for it. Registered with its reference and deadlines,
 * acknowledged by e-mail at once, the admins told; audited.
 */
export async function fileComplaint(actor: Actor | null, input: unknown, now = new Date()): Promise<ComplaintDto> {
  assertSignedIn(actor);
  // The club's own people answer complaints; they do not file them.
  if (isAdmin(actor)) throw new AppError("forbidden", COMPLAINT_MESSAGES.notForAdmins);
  const { uploadIds, ...values } = complaintSchema.parse(input);
  const db = await prisma();
  const id = await db.$transaction(async (tx) => {
    const person = await tx.user.findUniqueOrThrow({ where: { id: actor.id }, select: { firstName: true, lastName: true, email: true } });
    const created = await register(
      tx,
      actor,
      { ...values, name: fullName(person) ?? person.email!, email: person.email!, userId: actor.id },
      now,
    );
    for (const uploadId of uploadIds) {
      const file = await claimUpload(tx, uploadId, "complaint", actor.id);
      await tx.complaintFile.create({ data: { complaintId: created, ...file } });
    }
    return created;
  });
  return toComplaintDto(await db.complaint.findUniqueOrThrow({ where: { id }, select: COMPLAINT_SELECT }), now);
}

/**
 * `POST /api/complaints` from the public site, by someone without an account: their name and e-mail
 * (the privacy notice accepted); rate-limited per client, a filled honeypot answered like a success.
 */
export async function filePublicComplaint(input: unknown, clientKey: string, now = new Date()): Promise<ComplaintDto | null> {
  const limit = await consumeRateLimit(`complaint:${clientKey}`, COMPLAINT_RATE_LIMIT.limit, COMPLAINT_RATE_LIMIT.windowMs);
  if (!limit.allowed) throw new AppError("rate-limited", MESSAGES.tooManyRequests, { retryAfterSeconds: limit.retryAfterSeconds });
  const { website, acceptPrivacy: _accepted, ...values } = publicComplaintSchema.parse(input);
  if (website) return null;
  const db = await prisma();
  const id = await db.$transaction(async (tx) => {
    await recordPrivacyConsent(tx, { email: values.email, source: "complaint" });
    return register(tx, null, { ...values, userId: null }, now);
  });
  return toComplaintDto(await db.complaint.findUniqueOrThrow({ where: { id }, select: COMPLAINT_SELECT }), now);
}

/** The register's row: its number and reference, its deadlines from the settings in force today. */
async function register(
  tx: Tx,
  actor: Actor | null,
  complaint: { category: string; text: string; name: string; email: string; userId: string | null },
  now: Date,
): Promise<string> {
  const today = dayInMadrid(now);
  const deadlines = deadlinesOf(today, await readComplaintSettings(tx));
  const [{ number }] = await tx.$queryRaw<
    [{ number: number }]
  >`SELECT nextval(pg_get_serial_sequence('complaints', 'number'))::int AS number`;
  const reference = `REC-${today.slice(0, 4)}-${String(number).padStart(5, "0")}`;
  const row = await tx.complaint.create({
    data: {
      ...complaint,
      number,
      reference,
      filedAt: now,
      admissibilityDue: new Date(`${deadlines.admissibility}T00:00:00Z`),
      resolutionDue: new Date(`${deadlines.resolution}T00:00:00Z`),
    },
    select: { id: true },
  });
  const category = COMPLAINT_CATEGORY_LABELS[complaint.category as keyof typeof COMPLAINT_CATEGORY_LABELS];
  const dates = { admissibilityDue: formatDate(deadlines.admissibility), resolutionDue: formatDate(deadlines.resolution) };
  await enqueueEmails(
    tx,
    {
      kind: "complaint",
      ...complaintAcknowledged({ reference, category, text: complaint.text, signedIn: complaint.userId !== null, ...dates }),
    },
    [complaint.email],
  );
  await enqueueEmails(
    tx,
    { kind: "complaint", ...complaintReceived({ reference, category, name: complaint.name, admissibilityDue: dates.admissibilityDue }) },
    await adminAddresses(tx),
  );
  // The complaint's text stays in its register, not in the log.
  await recordAudit(tx, actor, { action: "create", entityType: "complaint", entityId: row.id, entityLabel: reference });
  return row.id;
}

/**
 * A complaint filed on `today`: its admissibility within the configured working days (Delegated
 * Regulation 2022/2117 art. 1: 10), its resolution within the configured months of the filing
 * (Orden ECO/734/2004 art. 10: two).
 */
export function deadlinesOf(today: string, settings: ComplaintSettings): { admissibility: string; resolution: string } {
  return {
    admissibility: addWorkingDays(today, settings.complaintAdmissibilityDays),
    resolution: addCalendarMonths(today, settings.complaintResolutionMonths),
  };
}
