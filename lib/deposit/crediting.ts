import { labelledCodes } from "../options";

/** How often the deposit account's interest is credited (Configuración, "Cuenta de depósito"). */
export const { codes: DEPOSIT_CREDITINGS, labels: DEPOSIT_CREDITING_LABELS } = labelledCodes({
  monthly: "Mensual",
  quarterly: "Trimestral",
});
export type DepositCrediting = (typeof DEPOSIT_CREDITINGS)[number];
