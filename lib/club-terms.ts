/**
 * The club's terms on the participation account (CPO), written once (docs/product.md, "The
 * liquidation"): the success fee on a positive result, and the withholding rate used for a year
 * Configuración has no rate for (the general rate on savings income, art. 25.2 LIRPF: 19 %).
 */
export const SUCCESS_FEE_BASIS_POINTS = 5_000n;
/** "50 %", as the papers and the e-mails write it. */
export const SUCCESS_FEE_TEXT = `${Number(SUCCESS_FEE_BASIS_POINTS) / 100} %`;
export const DEFAULT_WITHHOLDING_RATE = "19.00";
/** The deposit account's TAE until Configuración says otherwise: the specification's "10 % TAE anual" (percent). */
export const DEFAULT_DEPOSIT_TAE = "10.00";
/** How far ahead of today a liquidation may be dated until Configuración (Fiscalidad) says otherwise. */
export const DEFAULT_LIQUIDATION_DAYS_AHEAD = 31;
