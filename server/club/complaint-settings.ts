import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { complaintSettingsSchema, DEFAULT_COMPLAINT_DEADLINES, type ComplaintSettings } from "@/lib/validations/complaint";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { DEFAULT_SETTINGS } from "./settings";

/** Configuración, "Reclamaciones": the deadlines a complaint is given (issue 66, item 5). */
const SELECT = { complaintAdmissibilityDays: true, complaintResolutionMonths: true } satisfies Prisma.SettingSelect;
type Reader = Pick<Prisma.TransactionClient, "setting">;

export async function readComplaintSettings(db?: Reader): Promise<ComplaintSettings> {
  return (await (db ?? (await prisma())).setting.findUnique({ where: { id: 1 }, select: SELECT })) ?? { ...DEFAULT_COMPLAINT_DEADLINES };
}

export async function getComplaintSettings(actor: Actor | null): Promise<ComplaintSettings> {
  assertAdmin(actor);
  return readComplaintSettings();
}

/** Saves the deadlines; audited. A complaint keeps the deadlines it was given when filed. */
export async function updateComplaintSettings(actor: Actor | null, input: unknown): Promise<ComplaintSettings> {
  assertAdmin(actor);
  const values = complaintSettingsSchema.parse(input);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    const before = await readComplaintSettings(tx);
    const after = await tx.setting.upsert({
      where: { id: 1 },
      create: { id: 1, ...DEFAULT_SETTINGS, ...values },
      update: values,
      select: SELECT,
    });
    await recordAudit(tx, actor, { action: "update", entityType: "settings", entityLabel: "Configuración · Reclamaciones", before, after });
    return after;
  });
}
