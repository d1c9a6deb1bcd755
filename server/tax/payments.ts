import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { yearDays } from "@/lib/madrid-day";
import { kindOf, TAXED_TYPES } from "@/lib/ledger/kinds";
import { centsOf, decimalOf, splitByLargestRemainder, sumCents } from "@/lib/money";
import { holderShares } from "../participations/co-holders";
import { calendarDate } from "../shared/dto";
import { INVESTOR_PARTY_SELECT, investorParty } from "../pdf/parties";
import { DEPOSIT_ACCOUNT_TITLE, DEPOSIT_TAXED_KINDS, taxEffect } from "@/lib/deposit/position";

/**
 * The payments on which the club withheld IRPF in a year, as its movements have them: per
 * liquidation (or per movement typed by hand), the partícipe's gain — "Beneficio" less "Comisión de
 * éxito", the rendimiento íntegro — its "Retención IRPF" and the difference, the net. Completed
 * movements dated in the year only; a liquidation reversed within the year sums to nothing and is
 * left out. These rows are the certificates, Modelo 193 and Modelo 123, so they always agree; a
 * participation's co-holders are each the perceptor of their share. The deposit accounts' credited
 * interest and its withholding are payments too (depositPayments below).
 */

export type TaxedPayment = {
  userId: string;
  /** yyyy-MM-dd: the day the payment was due (the liquidation's). */
  date: string;
  operationTitle: string;
  gross: string;
  withholding: string;
  net: string;
};

export type Perceptor = {
  userId: string;
  /** The person, or the company the account invests as (issue 49, item 2): whoever the income is paid to. */
  name: string;
  /** "Apellidos Nombre", as Modelo 193 names a person; a company's razón social. */
  surnamesFirst: string;
  /** Its NIF: the person's, or the company's CIF. */
  nif: string | null;
  /** A legal person: its withholding is on account of the Impuesto sobre Sociedades. */
  company: boolean;
  address: string | null;
  email: string | null;
  payments: TaxedPayment[];
  gross: string;
  withholding: string;
  net: string;
};

type Reader = Pick<Prisma.TransactionClient, "movement" | "user" | "participationCoHolder" | "participation" | "depositMovement">;

/**
 * The year's credited interest of the deposit accounts (issue 51, item 4), one payment per account
 * and crediting day: its interest movements the gross, its withholding movements what was withheld.
 * A reversed run sums to nothing and is left out.
 */
async function depositPayments(db: Reader, year: number, userId?: string): Promise<TaxedPayment[]> {
  const movements = await db.depositMovement.findMany({
    where: { kind: { in: [...DEPOSIT_TAXED_KINDS] }, valueDate: yearDays(year), ...(userId ? { account: { userId } } : {}) },
    select: { kind: true, amount: true, valueDate: true, accountId: true, account: { select: { userId: true } } },
    orderBy: [{ valueDate: "asc" }, { recordedAt: "asc" }],
  });
  const groups = new Map<string, { userId: string; date: Date; gain: bigint; withholding: bigint }>();
  for (const movement of movements) {
    const key = `${movement.accountId}:${calendarDate(movement.valueDate)}`;
    const group = groups.get(key) ?? { userId: movement.account.userId, date: movement.valueDate, gain: 0n, withholding: 0n };
    const { gross, withheld } = taxEffect(movement);
    group.gain += gross;
    group.withholding += withheld;
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((group) => group.gain !== 0n || group.withholding !== 0n)
    .map((group) => ({
      userId: group.userId,
      date: calendarDate(group.date)!,
      operationTitle: DEPOSIT_ACCOUNT_TITLE,
      gross: decimalOf(group.gain),
      withholding: decimalOf(group.withholding),
      net: decimalOf(group.gain - group.withholding),
    }));
}

/**
 * The year's taxed payments of `userId`, or of everyone; oldest first. A participation with
 * co-holders pays each holder their share of its gain and of its withholding (each split by largest
 * remainder, so the holders' figures add up to the participation's to the cent).
 */
export async function taxedPayments(db: Reader, year: number, userId?: string): Promise<TaxedPayment[]> {
  const movements = await db.movement.findMany({
    where: {
      type: { in: [...TAXED_TYPES] },
      status: "completed",
      transactionDate: yearDays(year),
      ...(userId ? { OR: [{ userId }, { investment: { coHolders: { some: { userId } } } }] } : { userId: { not: null } }),
    },
    select: {
      id: true,
      type: true,
      amount: true,
      userId: true,
      investmentId: true,
      transactionDate: true,
      liquidationId: true,
      operation: { select: { title: true } },
    },
    orderBy: [{ transactionDate: "asc" }, { recordedAt: "asc" }, { id: "asc" }],
  });
  type Group = { userId: string; investmentId: string | null; date: Date; title: string; gain: bigint; withholding: bigint };
  const shares = await holderShares(db, [...new Set(movements.flatMap((movement) => movement.investmentId ?? []))]);
  const groups = new Map<string, Group>();
  for (const movement of movements) {
    if (!movement.userId) continue;
    // A participation with co-holders is a payment of its own, to be split among them.
    const held = movement.investmentId && shares.has(movement.investmentId) ? movement.investmentId : "";
    const key = `${movement.userId}:${held}:${movement.liquidationId ?? movement.id}`;
    const group = groups.get(key) ?? {
      userId: movement.userId,
      investmentId: movement.investmentId,
      date: movement.transactionDate,
      title: movement.operation?.title ?? "",
      gain: 0n,
      withholding: 0n,
    };
    const kind = kindOf(movement.type)!;
    group.gain += BigInt(kind.taxBase) * centsOf(movement.amount);
    if (kind.counts === "withheld") group.withholding += centsOf(movement.amount);
    groups.set(key, group);
  }
  const byHolder = [...groups.values()].flatMap((group): Group[] => {
    const holders = group.investmentId ? shares.get(group.investmentId) : undefined;
    if (!holders) return [group];
    const weights = holders.map((holder) => holder.basisPoints);
    const gains = splitByLargestRemainder(group.gain, weights);
    const withheld = splitByLargestRemainder(group.withholding, weights);
    return holders.map((holder, i) => ({ ...group, userId: holder.userId, gain: gains[i]!, withholding: withheld[i]! }));
  });
  const participations = byHolder
    .filter((group) => (!userId || group.userId === userId) && (group.gain !== 0n || group.withholding !== 0n))
    .map((group) => ({
      userId: group.userId,
      date: calendarDate(group.date)!,
      operationTitle: group.title,
      gross: decimalOf(group.gain),
      withholding: decimalOf(group.withholding),
      net: decimalOf(group.gain - group.withholding),
    }));
  // The deposit accounts' interest is capital income too: on the same papers, by date.
  return [...participations, ...(await depositPayments(db, year, userId))].sort((a, b) => a.date.localeCompare(b.date));
}

/** The year's perceptors, each with their payments and totals, by name. */
export async function perceptors(db: Reader, year: number, userId?: string): Promise<Perceptor[]> {
  const payments = await taxedPayments(db, year, userId);
  const byUser = new Map<string, TaxedPayment[]>();
  for (const payment of payments) byUser.set(payment.userId, [...(byUser.get(payment.userId) ?? []), payment]);
  const users = await db.user.findMany({
    where: { id: { in: [...byUser.keys()] } },
    select: { id: true, ...INVESTOR_PARTY_SELECT },
  });
  const sum = (values: string[]) => decimalOf(sumCents(values.map(centsOf)));
  return users
    .map((user) => {
      const own = byUser.get(user.id)!;
      const party = investorParty(user);
      return {
        userId: user.id,
        name: party.name,
        surnamesFirst: party.company ? party.name : [user.lastName, user.firstName].filter(Boolean).join(" ") || (user.email ?? ""),
        nif: party.nif,
        address: party.address,
        company: party.company,
        email: user.email,
        payments: own,
        gross: sum(own.map((p) => p.gross)),
        withholding: sum(own.map((p) => p.withholding)),
        net: sum(own.map((p) => p.net)),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "es"));
}
