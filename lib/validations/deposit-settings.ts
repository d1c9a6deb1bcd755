import { flag, integerField, optionalMultilineText, requiredDecimal, requiredText } from "./fields";
import * as z from "./zod";
import { invalid } from "./zod";

/**
 * Configuración, "Cuenta de depósito" (issue 51, item 1): whether the club offers it, its TAE, how
 * often interest is credited, the minimum amounts, the days of the year withdrawals are served (its
 * operating windows) and the notice they need, and its wording as the club's counsel writes it —
 * nothing of it hard-coded (whether the club may take repayable funds is counsel's decision).
 */
export { DEPOSIT_CREDITINGS, DEPOSIT_CREDITING_LABELS, type DepositCrediting } from "../deposit/crediting";
import { DEPOSIT_CREDITINGS } from "../deposit/crediting";
import { DEFAULT_DEPOSIT_TAE } from "../club-terms";

/** Where the claim shows the yield ("Rentabilidad objetivo del {tae} TAE anual"). */
export const TAE_PLACEHOLDER = "{tae}";

export const DEPOSIT_MESSAGES = {
  tae: "Indica la TAE",
  taeRange: "Una TAE entre 0,01 y 25,00 %",
  crediting: "Elige cada cuánto se abonan los intereses",
  amount: "Indica el importe",
  amountInvalid: "Importe no válido",
  windows: "Indica al menos un día del año, como 31/03",
  windowInvalid: "Días del año como 31/03, separados por comas (el 29/02 no: no todos los años lo tienen)",
  tooManyWindows: "Como mucho 12 ventanas al año",
  notice: "Entre 0 y 365 días",
  claim: "Escribe cómo se presenta la rentabilidad",
} as const;

const amount = () => requiredDecimal(DEPOSIT_MESSAGES.amount, DEPOSIT_MESSAGES.amountInvalid, { positive: DEPOSIT_MESSAGES.amountInvalid });

/** "31/03, 30/06" → ["03-31", "06-30"], in the year's order, each once; a day of every year (no 29 February). */
export function parseWindows(text: string): string[] | null {
  const parts = text.split(/[,;\s]+/).filter(Boolean);
  const days = new Set<string>();
  for (const part of parts) {
    const match = /^(\d{1,2})\/(\d{1,2})$/.exec(part);
    if (!match) return null;
    const [day, month] = [Number(match[1]), Number(match[2])];
    const date = new Date(Date.UTC(2027, month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
    days.add(`${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
  }
  return [...days].sort();
}

/** ["03-31"] → "31/03" (the form's text). */
export const windowsText = (windows: readonly string[]) => windows.map((w) => `${w.slice(3)}/${w.slice(0, 2)}`).join(", ");

export const depositSettingsSchema = z.strictObject({
  depositEnabled: flag(false),
  depositTae: z.pipe(
    requiredDecimal(DEPOSIT_MESSAGES.tae, DEPOSIT_MESSAGES.taeRange, { integerDigits: 2, positive: DEPOSIT_MESSAGES.taeRange }),
    z.transform((value: string, ctx) => (Number(value) <= 25 ? value : invalid(ctx, DEPOSIT_MESSAGES.taeRange))),
  ),
  depositCrediting: z.enum(DEPOSIT_CREDITINGS, DEPOSIT_MESSAGES.crediting),
  depositMinOpening: amount(),
  depositMinContribution: amount(),
  depositMinWithdrawal: amount(),
  /** As the form writes them ("31/03, 30/06…") or as the API gives them back (["03-31", …]). */
  depositWindows: z.pipe(
    z.union([z.string(), z.array(z.string())], { error: DEPOSIT_MESSAGES.windows }),
    z.transform((value: string | string[], ctx) => {
      const text = Array.isArray(value) ? windowsText(value.filter((w) => /^\d{2}-\d{2}$/.test(w))) : value;
      if (Array.isArray(value) && value.some((w) => !/^\d{2}-\d{2}$/.test(w))) return invalid(ctx, DEPOSIT_MESSAGES.windowInvalid);
      if (!text.trim()) return invalid(ctx, DEPOSIT_MESSAGES.windows);
      const windows = parseWindows(text);
      if (!windows) return invalid(ctx, DEPOSIT_MESSAGES.windowInvalid);
      return windows.length > 12 ? invalid(ctx, DEPOSIT_MESSAGES.tooManyWindows) : windows;
    }),
  ),
  depositNoticeDays: integerField(DEPOSIT_MESSAGES.notice, { min: 0, max: 365, fallback: 30 }),
  depositClaim: requiredText(DEPOSIT_MESSAGES.claim, 200),
  depositWording: optionalMultilineText(2000),
});

export type DepositSettingsInput = z.input<typeof depositSettingsSchema>;
export type DepositSettings = z.output<typeof depositSettingsSchema>;

/** The terms when nothing was saved yet: the schema's own defaults (off, 10 % TAE, quarterly, the quarters' last days). */
export const DEFAULT_DEPOSIT_TERMS: DepositSettings = {
  depositEnabled: false,
  depositTae: DEFAULT_DEPOSIT_TAE,
  depositCrediting: "quarterly",
  depositMinOpening: "10000.00",
  depositMinContribution: "1000.00",
  depositMinWithdrawal: "1000.00",
  depositWindows: ["03-31", "06-30", "09-30", "12-31"],
  depositNoticeDays: 30,
  depositClaim: `Rentabilidad objetivo del ${TAE_PLACEHOLDER} TAE anual`,
  depositWording: null,
};
