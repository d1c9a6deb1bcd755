import { addDays } from "./deposit/calendar";
import { dayInMadrid } from "./format";

/**
 * The periods in which an investor takes back what they agreed to (issue 66; docs/product.md, "Sold
 * right"), in calendar days of Madrid counted from the day after: a participation's reflection period
 * (ECSP art. 22: 4 days from the request) and the deposit contract's withdrawal right (Ley 22/2007
 * art. 10, Directive (EU) 2023/2673: 14 days from the signature). The last day counts whole.
 */
export const REFLECTION_DAYS = 4;
export const DESISTIMIENTO_DAYS = 14;
/** A desistimiento's balance is returned within this many days (Ley 22/2007 art. 11). */
export const DESISTIMIENTO_REFUND_DAYS = 30;

/** The last day a request made at `requestedAt` may be revoked. */
export const reflectionLastDay = (requestedAt: string | Date) => addDays(dayInMadrid(requestedAt), REFLECTION_DAYS);

/** The last day a deposit contract signed at `openedAt` may be withdrawn from. */
export const desistimientoLastDay = (openedAt: string | Date) => addDays(dayInMadrid(openedAt), DESISTIMIENTO_DAYS);
