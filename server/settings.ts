import "server-only";
import { prisma } from "./db";

/** Site settings (PRODUCT.md, /admin/settings) used by the public pages. */
export type SiteSettings = { contactEmail: string; whatsappNumber: string; companyUrl: string };

export const DEFAULT_SETTINGS: SiteSettings = {
  contactEmail: "info@clubinversionhipotecaria.es",
  whatsappNumber: "+34 600 123 456",
  companyUrl: "https://www.clubinversionhipotecaria.es/nosotros",
};

export async function readSettings(): Promise<SiteSettings> {
  const db = await prisma();
  const row = await db.setting.findUnique({
    where: { id: 1 },
    select: { contactEmail: true, whatsappNumber: true, companyUrl: true },
  });
  return row ?? DEFAULT_SETTINGS;
}
