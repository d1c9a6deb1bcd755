import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { Prisma } from "@/generated/prisma/client";
import { depositSettingsSchema, TAE_PLACEHOLDER, type DepositCrediting, type DepositSettings } from "@/lib/validations/deposit-settings";
import { formatPercent } from "@/lib/format";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { CACHE_TAGS, invalidateSettings } from "../platform/cache/cache-tags";
import { money } from "../shared/dto";
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

/** The terms when nothing was saved yet: the schema's own defaults (off, 10 % TAE, quarterly, the quarters' last days). */
const DEFAULT_DEPOSIT: DepositSettings = {
  depositEnabled: false,
  depositTae: "10.00",
  depositCrediting: "quarterly",
  depositMinOpening: "10000.00",
  depositMinContribution: "1000.00",
  depositMinWithdrawal: "1000.00",
  depositWindows: ["03-31", "06-30", "09-30", "12-31"],
  depositNoticeDays: 30,
  depositClaim: `Rentabilidad objetivo del ${TAE_PLACEHOLDER} TAE anual`,
  depositWording: null,
};

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
  return row ? toTerms(row) : { ...DEFAULT_DEPOSIT };
}

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

/** Configuración, "Cuenta de depósito": saves the terms, audited; the public pages read them at once. */
export async function updateDepositSettings(actor: Actor | null, input: unknown): Promise<DepositSettings> {
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
