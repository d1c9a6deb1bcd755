import "server-only";
import type { Prisma } from "@/generated/prisma/client";

/** The general rate on savings income withheld from a partícipe's gain (art. 25.2 LIRPF; 19 % since 2016). */
export const DEFAULT_WITHHOLDING_RATE = "19.00";

/** The rate of `year` as Configuración keeps it (percent, two decimals), or the default. */
export async function withholdingRateFor(tx: Pick<Prisma.TransactionClient, "setting">, year: number): Promise<string> {
  const settings = await tx.setting.findFirst({ select: { withholdingRates: true } });
  const rates = (settings?.withholdingRates ?? {}) as Record<string, string>;
  return rates[String(year)] ?? DEFAULT_WITHHOLDING_RATE;
}
