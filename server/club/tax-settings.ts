import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { DEFAULT_LIQUIDATION_DAYS_AHEAD } from "@/lib/club-terms";
import { taxSettingsSchema, type TaxSettingsValues } from "@/lib/validations/tax-settings";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { DEFAULT_SETTINGS } from "./settings";
import { invalidateSettings } from "../platform/cache/cache-tags";

/** Configuración, "Fiscalidad": the club as the payer on its tax papers, how far ahead a liquidation may be dated, and the IRPF rate per year. */
export type TaxSettings = {
  clubLegalName: string | null;
  clubNif: string | null;
  clubAddress: string | null;
  /** The registry entry the legal notice names (Registro Mercantil…). */
  clubRegistry: string | null;
  /** How many days ahead of today a liquidation may be dated. */
  liquidationDaysAhead: number;
  /** Modelo 193's naturaleza for the partícipes' income (clave B), two digits; null until the club says it. */
  modelo193Nature: string | null;
  /** Newest year first: [{ year: 2026, rate: "19.00" }]. */
  withholdingRates: { year: number; rate: string }[];
};

const SELECT = {
  clubLegalName: true,
  clubNif: true,
  clubAddress: true,
  clubRegistry: true,
  liquidationDaysAhead: true,
  modelo193Nature: true,
  withholdingRates: true,
} satisfies Prisma.SettingSelect;
type Reader = Pick<Prisma.TransactionClient, "setting">;

function toSettings(row: Prisma.SettingGetPayload<{ select: typeof SELECT }> | null): TaxSettings {
  const rates = (row?.withholdingRates ?? {}) as Record<string, string>;
  return {
    clubLegalName: row?.clubLegalName ?? null,
    clubNif: row?.clubNif ?? null,
    clubAddress: row?.clubAddress ?? null,
    clubRegistry: row?.clubRegistry ?? null,
    liquidationDaysAhead: row?.liquidationDaysAhead ?? DEFAULT_LIQUIDATION_DAYS_AHEAD,
    modelo193Nature: row?.modelo193Nature ?? null,
    withholdingRates: Object.entries(rates)
      .map(([year, rate]) => ({ year: Number(year), rate }))
      .sort((a, b) => b.year - a.year),
  };
}

export async function readTaxSettings(db?: Reader): Promise<TaxSettings> {
  return toSettings(await (db ?? (await prisma())).setting.findUnique({ where: { id: 1 }, select: SELECT }));
}

export async function getTaxSettings(actor: Actor | null): Promise<TaxSettings> {
  assertAdmin(actor);
  return readTaxSettings();
}

/** Saves the club's identity (its tax papers and legal pages name it) and the rates (a year not listed withholds 19 %); audited. */
export async function updateTaxSettings(actor: Actor | null, input: unknown): Promise<TaxSettings> {
  assertAdmin(actor);
  const values: TaxSettingsValues = taxSettingsSchema.parse(input);
  const data = {
    clubLegalName: values.clubLegalName,
    clubNif: values.clubNif,
    clubAddress: values.clubAddress,
    clubRegistry: values.clubRegistry,
    liquidationDaysAhead: values.liquidationDaysAhead, // left as it is when the body leaves it out
    modelo193Nature: values.modelo193Nature,
    withholdingRates: Object.fromEntries(values.withholdingRates.map((entry) => [String(entry.year), entry.rate])),
  };
  const db = await prisma();
  const saved = await db.$transaction(async (tx) => {
    const before = await readTaxSettings(tx);
    const row = await tx.setting.upsert({
      where: { id: 1 },
      create: { id: 1, ...DEFAULT_SETTINGS, ...data },
      update: data,
      select: SELECT,
    });
    const after = toSettings(row);
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "settings",
      entityLabel: "Configuración · Fiscalidad",
      before: auditable(before),
      after: auditable(after),
    });
    return after;
  });
  await invalidateSettings(); // the legal pages name the club with these
  return saved;
}

const auditable = (settings: TaxSettings) => ({
  ...settings,
  withholdingRates: settings.withholdingRates.map((entry) => `${entry.year}: ${entry.rate} %`).join(", "),
});
