import "server-only";
import { addYears } from "date-fns";
import type { Prisma } from "@/generated/prisma/client";
import { DEFAULT_RETENTION, retentionSettingsSchema, type RetentionSettings } from "@/lib/validations/retention-settings";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { DEFAULT_SETTINGS } from "./settings";

const SELECT = { retentionAccountingYears: true, retentionTaxYears: true, retentionAmlYears: true } satisfies Prisma.SettingSelect;
type Reader = Pick<Prisma.TransactionClient, "setting">;

export async function readRetention(db?: Reader): Promise<RetentionSettings> {
  return (await (db ?? (await prisma())).setting.findUnique({ where: { id: 1 }, select: SELECT })) ?? { ...DEFAULT_RETENTION };
}

export async function getRetention(actor: Actor | null): Promise<RetentionSettings> {
  assertAdmin(actor);
  return readRetention();
}

/** Saves the retention periods; audited. Accounts already closed keep the date they were given. */
export async function updateRetention(actor: Actor | null, input: unknown): Promise<RetentionSettings> {
  assertAdmin(actor);
  const values = retentionSettingsSchema.parse(input);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    const before = await readRetention(tx);
    const after = await tx.setting.upsert({
      where: { id: 1 },
      create: { id: 1, ...DEFAULT_SETTINGS, ...values },
      update: values,
      select: SELECT,
    });
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "settings",
      entityLabel: "Configuración · Protección de datos",
      before,
      after,
    });
    return after;
  });
}

/**
 * The first day a closed account's blocked data may be destroyed: the closing day plus the longest
 * period. Counted from the closing, not from each record's date: a person's last record is at the
 * latest the day their account closes (it closes only with nothing in play).
 */
export function destroyAfter(closedOn: Date, retention: RetentionSettings): Date {
  const years = Math.max(retention.retentionAccountingYears, retention.retentionTaxYears, retention.retentionAmlYears);
  return addYears(closedOn, years);
}
