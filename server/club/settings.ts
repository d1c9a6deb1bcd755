import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { settingsSchema } from "@/lib/validations/settings";
import { assertAdmin, type Actor } from "../core/actor";
import { CACHE_TAGS, invalidateSettings } from "../platform/cache/cache-tags";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { SETTINGS_AUDIT } from "../audit/snapshots";

/** Site settings (docs/product.md#settled-choices, /admin/settings) used by the public pages. */
export type SiteSettings = { contactEmail: string; whatsappNumber: string; companyUrl: string };

export const DEFAULT_SETTINGS: SiteSettings = {
  contactEmail: "info@clubinversionhipotecaria.es",
  whatsappNumber: "+34 600 123 456",
  companyUrl: "https://www.clubinversionhipotecaria.es/nosotros",
};

/** The settings the public pages show, cached until an admin saves them. */
export async function getSiteSettings() {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.settings);
  return readSettings();
}

export async function readSettings(): Promise<SiteSettings> {
  const db = await prisma();
  const row = await db.setting.findUnique({
    where: { id: 1 },
    select: { contactEmail: true, whatsappNumber: true, companyUrl: true },
  });
  return row ?? DEFAULT_SETTINGS;
}

/** Configuración: saves the club's contact details and company page; public pages update at once. */
export async function updateSettings(actor: Actor | null, input: unknown): Promise<SiteSettings> {
  assertAdmin(actor);
  const values = settingsSchema.parse(input);
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    const before = await tx.setting.findUnique({ where: { id: 1 }, select: SETTINGS_AUDIT });
    const after = await tx.setting.upsert({ where: { id: 1 }, create: { id: 1, ...values }, update: values, select: SETTINGS_AUDIT });
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "settings",
      entityLabel: "Configuración",
      before: before ?? DEFAULT_SETTINGS,
      after,
    });
    return after;
  });
  await invalidateSettings();
  return row;
}

export async function getSettings(actor: Actor | null): Promise<SiteSettings> {
  assertAdmin(actor);
  return readSettings();
}
