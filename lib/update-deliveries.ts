import { labelledCodes } from "./options";

/** How an investor hears of their operations' updates (Preferencias; server/updates/). */
export const { codes: UPDATE_DELIVERIES, labels: UPDATE_DELIVERY_LABELS } = labelledCodes({
  each: "Un email por novedad",
  weekly: "Un resumen semanal (los lunes)",
  never: "Sin emails (las leo en Novedades)",
});
export type UpdateDelivery = (typeof UPDATE_DELIVERIES)[number];
