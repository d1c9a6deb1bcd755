import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { differenceInCalendarMonths } from "date-fns";
import { positionOf } from "@/lib/ledger/position";
import { MOVEMENT_TYPES, kindOf } from "@/lib/ledger/kinds";
import { decimalOf, percentageOf, type Cents } from "@/lib/money";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { CACHE_TAGS } from "../platform/cache/cache-tags";
import { byKey, movementSumsBy, operationsOwnMovements } from "../ledger/positions";
import { calendarDate } from "../shared/dto";

/**
 * "Resultados" (issue 66, item 6): for every liquidated operation, what it promised when it was
 * published against what it paid, and each year's totals — all read from the ledger, never typed.
 *
 *  - promised: the operation's expected return and term as first published (server/operations/promise.ts);
 *  - actualReturn: the ledger's "Resultado neto" of its movements (lib/ledger/position.ts: what came
 *    back less what was paid in, the success fee and the fees; before withholding, the investor's own
 *    tax) over the capital paid in, a percentage with two decimals — the operation page's total return;
 *  - actualMonths: calendar months from its first contribution to the liquidation's date;
 *  - a year (the liquidation's): the operations it closed, the capital paid in and returned, the
 *    results that were gains and those that were losses (negative), whose sum is the year's net.
 *
 * An operation appears once a liquidation of it is confirmed, and goes if that is reversed.
 */
export type TrackRecordOperation = {
  slug: string;
  title: string;
  expectedReturn: string | null;
  expectedTerm: number | null;
  actualReturn: string;
  actualMonths: number;
  liquidatedOn: string;
  /** Archived operations count too, but have no public page to link to. */
  archived: boolean;
};

export type TrackRecordYear = {
  year: number;
  operations: number;
  capitalPaid: string;
  capitalReturned: string;
  gains: string;
  losses: string;
};

/** The admin's report: each operation's money besides its rates. */
export type TrackRecordRow = TrackRecordOperation & { capitalPaid: string; capitalReturned: string; result: string; investors: number };

export type TrackRecord<Row extends TrackRecordOperation = TrackRecordOperation> = { operations: Row[]; years: TrackRecordYear[] };

/** The types that count as capital paid in, as the ledger's table says. */
const CONTRIBUTED = MOVEMENT_TYPES.filter((type) => kindOf(type)!.counts === "contributed");

/** The whole record with the admin's figures, newest liquidation first. */
async function readTrackRecord(): Promise<TrackRecord<TrackRecordRow>> {
  const db = await prisma();
  const liquidations = await db.liquidation.findMany({
    where: { reversedAt: null },
    select: {
      date: true,
      operation: {
        select: {
          id: true,
          slug: true,
          title: true,
          promisedReturn: true,
          promisedTerm: true,
          archivedAt: true,
          _count: { select: { investments: { where: { status: "closed" } } } },
        },
      },
    },
    orderBy: [{ date: "desc" }, { operationId: "asc" }],
  });
  const ids = liquidations.map((liquidation) => liquidation.operation.id);
  if (!ids.length) return { operations: [], years: [] };
  const [sums, firsts] = await Promise.all([
    movementSumsBy(db, operationsOwnMovements(ids), ["operationId"]),
    db.movement.groupBy({
      by: ["operationId"],
      where: { ...operationsOwnMovements(ids), status: "completed", type: { in: CONTRIBUTED } },
      _min: { transactionDate: true },
    }),
  ]);
  const byOperation = byKey(sums, "operationId");
  const firstPaid = new Map(firsts.map((row) => [row.operationId, row._min.transactionDate]));
  const rows: (TrackRecordRow & { cents: { paid: Cents; returned: Cents; result: Cents } })[] = [];
  for (const { date, operation } of liquidations) {
    // Settled: its position's result is what came back less what went in and what was charged.
    const position = positionOf({ status: "closed", amount: "0" }, byOperation.get(operation.id) ?? []);
    const actualReturn = percentageOf(position.result!, position.paid);
    const first = firstPaid.get(operation.id);
    if (actualReturn === null || !first) continue; // no capital was ever paid in: nothing to report
    const liquidatedOn = calendarDate(date)!;
    rows.push({
      slug: operation.slug,
      title: operation.title,
      expectedReturn: operation.promisedReturn?.toFixed(2) ?? null,
      expectedTerm: operation.promisedTerm,
      actualReturn,
      actualMonths: Math.max(0, differenceInCalendarMonths(new Date(liquidatedOn), first)),
      liquidatedOn,
      archived: operation.archivedAt !== null,
      capitalPaid: decimalOf(position.paid),
      capitalReturned: decimalOf(position.capitalReturned),
      result: decimalOf(position.result!),
      investors: operation._count.investments,
      cents: { paid: position.paid, returned: position.capitalReturned, result: position.result! },
    });
  }
  return { operations: rows.map(({ cents: _cents, ...row }) => row), years: yearsOf(rows) };
}

function yearsOf(rows: { liquidatedOn: string; cents: { paid: Cents; returned: Cents; result: Cents } }[]): TrackRecordYear[] {
  const years = new Map<number, { operations: number; paid: Cents; returned: Cents; gains: Cents; losses: Cents }>();
  for (const { liquidatedOn, cents } of rows) {
    const year = Number(liquidatedOn.slice(0, 4));
    const total = years.get(year) ?? { operations: 0, paid: 0n, returned: 0n, gains: 0n, losses: 0n };
    total.operations++;
    total.paid += cents.paid;
    total.returned += cents.returned;
    if (cents.result >= 0n) total.gains += cents.result;
    else total.losses += cents.result;
    years.set(year, total);
  }
  return [...years]
    .sort(([a], [b]) => b - a)
    .map(([year, total]) => ({
      year,
      operations: total.operations,
      capitalPaid: decimalOf(total.paid),
      capitalReturned: decimalOf(total.returned),
      gains: decimalOf(total.gains),
      losses: decimalOf(total.losses),
    }));
}

/** `GET /api/track-record` and the public page: the rates and the years, cached until the operations change. */
export async function getPublicTrackRecord(): Promise<TrackRecord> {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.operations);
  const { operations, years } = await readTrackRecord();
  return {
    operations: operations.map(({ capitalPaid: _p, capitalReturned: _r, result: _x, investors: _i, ...row }) => row),
    years,
  };
}

/** The admin's "Resultados": the same, with each operation's money. */
export async function getTrackRecord(actor: Actor | null): Promise<TrackRecord<TrackRecordRow>> {
  assertAdmin(actor);
  return readTrackRecord();
}
