import { DEFAULT_DEPOSIT_TAE } from "../../lib/club-terms";
import type { Prisma } from "../../generated/prisma/client";

export const DEMO_SETTINGS: Prisma.SettingCreateManyInput = {
  id: 1,
  contactEmail: "info@clubinversionhipotecaria.es",
  whatsappNumber: "+34 600 123 456",
  companyUrl: "https://www.clubinversionhipotecaria.es/nosotros",
  clubIban: "ES6621000418401234567891",
  clubAccountHolder: "Club Inversión Hipotecaria, S.L.",
  clubBank: "CaixaBank",
  // A fictional club's identity, so that every paper (certificates, Modelo 193, legal pages) can be made in the demo.
  clubLegalName: "Club Inversión Hipotecaria, S.L.",
  clubNif: "B12345674",
  clubAddress: "Calle de Velázquez, 50, 28001 Madrid",
  clubRegistry: "Registro Mercantil de Madrid, tomo 40000, folio 1, hoja M-700000",
  // A demo value: the club's adviser gives the real one from the AEAT's list for clave B.
  modelo193Nature: "01",
  // The deposit account offered, as the specification sells it (10 % TAE), worded as a demo: the club's counsel writes the real text.
  depositEnabled: true,
  depositTae: DEFAULT_DEPOSIT_TAE,
  depositCrediting: "quarterly",
  depositWindows: ["03-31", "06-30", "09-30", "12-31"],
  depositNoticeDays: 30,
  depositWording:
    "Rentabilidad objetivo, no garantizada: el club puede revisarla avisando con antelación. Texto de demostración; el definitivo lo redacta el asesor legal del club.",
};
