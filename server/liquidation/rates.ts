import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { DEFAULT_WITHHOLDING_RATE } from "@/lib/club-terms";

/** The rate of `year` as Configuración keeps it (percent, two decimals), or the default. */
export async function withholdingRateFor(tx: Pick<Prisma.TransactionClient, "setting">, year: number): Promise<string> {
  const settings = await tx.setting.findFirst({ select: { withholdingRates: true } });
  const rates = (settings?.withholdingRates ?? {}) as Record<string, string>;
  return rates[String(year)] ?? DEFAULT_WITHHOLDING_RATE;
}
