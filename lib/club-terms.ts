/**
 * The club's terms on the participation account (CPO), written once (docs/product.md, "The
 * liquidation"): the success fee on a positive result, and the withholding rate used for a year
 * Configuración has no rate for (the general rate on savings income, art. 25.2 LIRPF: 19 %).
 */
export const SUCCESS_FEE_BASIS_POINTS = 5_000n;
export const SUCCESS_FEE_TEXT = "50 %";
export const DEFAULT_WITHHOLDING_RATE = "19.00";
/** How far ahead of today a liquidation may be dated until Configuración (Fiscalidad) says otherwise. */
export const DEFAULT_LIQUIDATION_DAYS_AHEAD = 31;
