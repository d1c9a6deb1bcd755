import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { SUCCESS_FEE_TEXT } from "@/lib/club-terms";
import { computeScenario, type ScenarioResult } from "@/lib/returns";
import { provinceLabel } from "@/lib/province-label";
import { readTaxSettings } from "../club/tax-settings";
import { readPaymentSettings } from "../club/payment-settings";
import { readDepositSettings } from "../club/deposit-settings";
import { withholdingRateFor } from "../liquidation/rates";
import { clubPartyOf, type Party } from "../pdf/party";
import { calendarDate, money } from "../shared/dto";
import { scenarioSelect, toScenario } from "../operations/scenario";

/**
 * What an information sheet prints (issue 66, item 1; ECSP art. 23 and Annex I), as plain data: the
 * club, the offer's figures and texts, the fees worked at the minimum ticket, the scenarios. A new
 * version of the sheet is made when this changes (./versions.ts) — never for "% financiado", which it
 * does not print; what the sheet says of it (./parts.ts) is what ./versions.ts hashes, so a change of the
 * fixed texts makes new versions too.
 */

type Db = Prisma.TransactionClient;

export type ClubFacts = Party & { registry: string | null };

export type OperationSheet = {
  kind: "operation";
  club: ClubFacts;
  operation: {
    title: string;
    province: string;
    location: string | null;
    propertyType: string | null;
    propertyArea: string | null;
    cadastralRef: string | null;
    price: string;
    ticketMin: string;
    purchasePrice: string | null;
    expectedReturn: string | null;
    expectedTerm: number | null;
    estimatedEndDate: string | null;
    description: string | null;
    strategy: string | null;
    caseStage: string | null;
  };
  conflicts: string | null;
  fees: { successFee: string; withholdingRate: string; paymentDays: number };
  /** Each scenario at the minimum ticket: what comes back, the club's fee, the gain. */
  scenarios: { name: string; months: number; expected: boolean; result: Omit<ScenarioResult, "deposit"> }[];
};

export type DepositSheet = {
  kind: "deposit";
  club: ClubFacts;
  terms: {
    tae: string;
    crediting: string;
    minOpening: string;
    minContribution: string;
    minWithdrawal: string;
    windows: string[];
    noticeDays: number;
    withholdingRate: string;
    wording: string | null;
  };
};

export type SheetContent = OperationSheet | DepositSheet;

async function clubFacts(db: Db): Promise<ClubFacts> {
  const tax = await readTaxSettings(db);
  return { ...clubPartyOf(tax), registry: tax.clubRegistry ?? null };
}

/** The operation's sheet as it stands (null when there is no such operation). */
export async function operationSheetContent(db: Db, operationId: string, year: number): Promise<OperationSheet | null> {
  const operation = await db.operation.findUnique({
    where: { id: operationId },
    select: {
      title: true,
      province: true,
      propertyLocation: true,
      calle: true,
      propertyType: true,
      propertyArea: true,
      cadastralRef: true,
      pvp: true,
      ticketMin: true,
      precioCompra: true,
      expectedReturn: true,
      expectedTerm: true,
      estimatedEndDate: true,
      description: true,
      estrategiaInversion: true,
      estadoProcesalJuridico: true,
      conflictsOfInterest: true,
      scenarios: { select: scenarioSelect, orderBy: { position: "asc" } },
    },
  });
  if (!operation) return null;
  const [club, payments, withholdingRate] = await Promise.all([clubFacts(db), readPaymentSettings(db), withholdingRateFor(db, year)]);
  const ticket = money(operation.ticketMin);
  return {
    kind: "operation",
    club,
    operation: {
      title: operation.title,
      province: provinceLabel(operation.province),
      location: operation.propertyLocation ?? operation.calle,
      propertyType: operation.propertyType,
      propertyArea: operation.propertyArea,
      cadastralRef: operation.cadastralRef,
      price: money(operation.pvp),
      ticketMin: ticket,
      purchasePrice: operation.precioCompra && money(operation.precioCompra),
      expectedReturn: operation.expectedReturn && operation.expectedReturn.toFixed(2),
      expectedTerm: operation.expectedTerm,
      estimatedEndDate: calendarDate(operation.estimatedEndDate),
      description: operation.description,
      strategy: operation.estrategiaInversion,
      caseStage: operation.estadoProcesalJuridico,
    },
    conflicts: operation.conflictsOfInterest?.trim() || null,
    fees: { successFee: SUCCESS_FEE_TEXT, withholdingRate, paymentDays: payments.paymentDays },
    scenarios: operation.scenarios.map(toScenario).map((scenario) => {
      const { deposit: _deposit, ...result } = computeScenario(ticket, scenario, money(operation.pvp), null);
      return { name: scenario.name, months: scenario.months, expected: scenario.expected, result };
    }),
  };
}

/** The deposit account's sheet as Configuración's terms stand. */
export async function depositSheetContent(db: Db, year: number): Promise<DepositSheet> {
  const [club, terms, withholdingRate] = await Promise.all([clubFacts(db), readDepositSettings(db), withholdingRateFor(db, year)]);
  return {
    kind: "deposit",
    club,
    terms: {
      tae: terms.depositTae,
      crediting: terms.depositCrediting,
      minOpening: terms.depositMinOpening,
      minContribution: terms.depositMinContribution,
      minWithdrawal: terms.depositMinWithdrawal,
      windows: terms.depositWindows,
      noticeDays: terms.depositNoticeDays,
      withholdingRate,
      wording: terms.depositWording,
    },
  };
}
