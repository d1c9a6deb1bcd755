import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { Prisma } from "@/generated/prisma/client";
import {
  DEFAULT_DEPOSIT_TERMS,
  depositSettingsSchema,
  TAE_PLACEHOLDER,
  type DepositCrediting,
  type DepositSettings,
} from "@/lib/validations/deposit-settings";
import { dayInMadrid, formatPercent } from "@/lib/format";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { CACHE_TAGS, invalidateSettings } from "../platform/cache/cache-tags";
import { calendarDate, money } from "../shared/dto";
import { addDays } from "@/lib/deposit/calendar";
import { taeFraction, type TaeSchedule } from "@/lib/deposit/interest";
import { DEFAULT_SETTINGS } from "./settings";

const SELECT = {
  depositEnabled: true,
  depositTae: true,
  depositCrediting: true,
  depositMinOpening: true,
  depositMinContribution: true,
  depositMinWithdrawal: true,
  depositWindows: true,
  depositNoticeDays: true,
  depositClaim: true,
  depositWording: true,
} satisfies Prisma.SettingSelect;

type Row = Prisma.SettingGetPayload<{ select: typeof SELECT }>;
type Reader = Pick<Prisma.TransactionClient, "setting">;

/** The first day the schedule names: the TAE before any change recorded. */
const SINCE_EVER = "1970-01-01";

const toTerms = (row: Row): DepositSettings => ({
  ...row,
  depositTae: money(row.depositTae),
  depositCrediting: row.depositCrediting as DepositCrediting,
  depositMinOpening: money(row.depositMinOpening),
  depositMinContribution: money(row.depositMinContribution),
  depositMinWithdrawal: money(row.depositMinWithdrawal),
});

export async function readDepositSettings(db?: Reader): Promise<DepositSettings> {
  const row = await (db ?? (await prisma())).setting.findUnique({ where: { id: 1 }, select: SELECT });
  return row ? toTerms(row) : { ...DEFAULT_DEPOSIT_TERMS };
}

type ScheduleReader = Pick<Prisma.TransactionClient, "setting" | "depositTaeChange">;

const taeChanges = (db: ScheduleReader) =>
  db.depositTaeChange.findMany({ orderBy: { effectiveFrom: "asc" }, select: { effectiveFrom: true, tae: true } });

/** The schedule of `changes`, or the one TAE of the settings while none was recorded. */
function scheduleOf(changes: Awaited<ReturnType<typeof taeChanges>>, depositTae: string): TaeSchedule {
  if (!changes.length) return [{ from: SINCE_EVER, tae: taeFraction(depositTae)! }];
  return changes.map((change) => ({ from: calendarDate(change.effectiveFrom)!, tae: taeFraction(money(change.tae))! }));
}

/** The deposit's terms and its TAE schedule, read side by side. */
export async function readDepositTerms(db: ScheduleReader): Promise<[DepositSettings, TaeSchedule]> {
  const [terms, changes] = await Promise.all([readDepositSettings(db), taeChanges(db)]);
  return [terms, scheduleOf(changes, terms.depositTae)];
}

/**
 * The deposit's terms and schedule as an investor's pages show them (Mi Dashboard's card), cached until Configuración
 * saves them (the settings tag, which a change of TAE expires too). Nothing that moves money reads these: a write reads
 * the terms in its own transaction (`readDepositTerms`).
 */
export async function shownDepositTerms(): Promise<[DepositSettings, TaeSchedule]> {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.settings);
  return readDepositTerms(await prisma());
}

/**
 * The TAE day by day (lib/deposit/interest.ts's schedule, fractions): the changes Configuración
 * recorded, or the one TAE it has when none was.
 */
export const readTaeSchedule = async (db: ScheduleReader): Promise<TaeSchedule> => (await readDepositTerms(db))[1];

/** What the public pages say of the deposit account, or null while the club does not offer it (cached until saved). */
export type DepositOffer = { tae: string; claim: string; wording: string | null };

export async function getDepositOffer(): Promise<DepositOffer | null> {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.settings);
  const terms = await readDepositSettings();
  if (!terms.depositEnabled) return null;
  return {
    tae: terms.depositTae,
    claim: terms.depositClaim.replaceAll(TAE_PLACEHOLDER, formatPercent(terms.depositTae)),
    wording: terms.depositWording,
  };
}

export async function getDepositSettings(actor: Actor | null): Promise<DepositSettings> {
  assertAdmin(actor);
  return readDepositSettings();
}

/**
 * Configuración, "Cuenta de depósito": saves the terms, audited; the public pages read them at once.
 * A new TAE counts from tomorrow (Madrid): the days already accruing keep theirs (`deposit_tae_changes`).
 */
export async function updateDepositSettings(actor: Actor | null, input: unknown, now = new Date()): Promise<DepositSettings> {
  assertAdmin(actor);
  const values = depositSettingsSchema.parse(input);
  const db = await prisma();
  const saved = await db.$transaction(async (tx) => {
    const before = await readDepositSettings(tx);
    const row = await tx.setting.upsert({
      where: { id: 1 },
      create: { id: 1, ...DEFAULT_SETTINGS, ...values },
      update: values,
      select: SELECT,
    });
    const after = toTerms(row);
    if (after.depositTae !== before.depositTae) {
      if (!(await tx.depositTaeChange.count()))
        await tx.depositTaeChange.create({ data: { effectiveFrom: new Date(`${SINCE_EVER}T00:00:00Z`), tae: before.depositTae } });
      const effectiveFrom = new Date(`${addDays(dayInMadrid(now), 1)}T00:00:00Z`);
      await tx.depositTaeChange.upsert({
        where: { effectiveFrom },
        create: { effectiveFrom, tae: after.depositTae, changedById: actor.id, changedAt: now },
        update: { tae: after.depositTae, changedById: actor.id, changedAt: now },
      });
    }
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "settings",
      entityLabel: "Configuración · Cuenta de depósito",
      before,
      after,
    });
    return after;
  });
  await invalidateSettings();
  return saved;
}
