import type { Prisma } from "../../generated/prisma/client";

export const DEMO_SETTINGS: Prisma.SettingCreateManyInput = {
  id: 1,
  contactEmail: "info@clubinversionhipotecaria.es",
  whatsappNumber: "+34 600 123 456",
  companyUrl: "https://www.clubinversionhipotecaria.es/nosotros",
  clubIban: "ES6621000418401234567891",
  clubAccountHolder: "Club Inversión Hipotecaria, S.L.",
  clubBank: "CaixaBank",
};
