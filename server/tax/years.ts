import "server-only";
import { centsOf, decimalOf, sumCents } from "@/lib/money";
import { csvLine, CSV_BOM } from "@/lib/csv";
import { decimalComma } from "@/lib/format";
import { madridYear } from "@/lib/madrid-day";
import { MODELO_193_KEY, modelo123Payment, modelo123PeriodCode, provinceCode, TAX_MESSAGES, taxYear } from "@/lib/validations/tax";
import { assertAdmin, assertSignedIn, type Actor } from "../core/actor";
import { AppError, MESSAGES } from "../core/errors";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { enqueueEmails } from "../mail/outbox";
import { taxCertificateIssued } from "../mail/templates";
import { clubParty } from "../pdf/parties";
import { instant, money } from "../shared/dto";
import { assertPayerComplete, CERTIFICATE_MESSAGES, certificateFileName, certificatePdf, type CertificateTerms } from "./certificate";
import { modelo193File } from "./modelo-193";
import { modelo123File } from "./modelo-123";
import { readPaymentSettings } from "../club/payment-settings";
import { readTaxSettings } from "../club/tax-settings";
import { readSettings } from "../club/settings";
import { withholdingRateFor } from "../liquidation/rates";
import { TAXED_TYPES } from "@/lib/ledger/kinds";
import { DEPOSIT_TAXED_KINDS } from "@/lib/deposit/position";
import { perceptors, type Perceptor } from "./payments";
import type { Prisma } from "@/generated/prisma/client";

/** The year of a call's path, or a 400 on `year`. */
export function yearOf(value: string): number {
  const year = taxYear(value);
  if (year === null) throw new AppError("invalid", MESSAGES.invalidInput, { fields: { year: TAX_MESSAGES.year } });
  return year;
}

/** Fiscalidad (investor area): each year in which the club withheld on the person's gains or deposit interest, newest first, with its totals. */
export type OwnTaxYear = { year: number; gross: string; withholding: string; net: string; payments: number };

export async function listOwnTaxYears(actor: Actor | null): Promise<OwnTaxYear[]> {
  assertSignedIn(actor);
  const db = await prisma();
  // The years of a taxed movement: an operation's gain, or the deposit account's credited interest.
  const [dates, credited] = await Promise.all([
    db.movement.findMany({
      where: { userId: actor.id, type: { in: [...TAXED_TYPES] }, status: "completed" },
      select: { transactionDate: true },
      distinct: ["transactionDate"],
    }),
    db.depositMovement.findMany({
      where: { kind: { in: [...DEPOSIT_TAXED_KINDS] }, account: { userId: actor.id } },
      select: { valueDate: true },
      distinct: ["valueDate"],
    }),
  ]);
  const days = [...dates.map((row) => row.transactionDate), ...credited.map((row) => row.valueDate)];
  const years = [...new Set(days.map(madridYear))].sort((a, b) => b - a);
  const found = await Promise.all(years.map(async (year) => ({ year, perceptor: (await perceptors(db, year, actor.id))[0] })));
  return found.flatMap(({ year, perceptor }) =>
    perceptor
      ? [{ year, gross: perceptor.gross, withholding: perceptor.withholding, net: perceptor.net, payments: perceptor.payments.length }]
      : [],
  );
}

/** `GET /api/tax-certificates/{year}`: the signed-in person's certificate of that year (404 when nothing was withheld). */
export async function ownCertificate(actor: Actor | null, yearText: string): Promise<{ fileName: string; pdf: Uint8Array }> {
  assertSignedIn(actor);
  const year = yearOf(yearText);
  const db = await prisma();
  const [perceptor] = await perceptors(db, year, actor.id);
  if (!perceptor) throw new AppError("not-found", TAX_MESSAGES.nothingInYear);
  const club = await clubParty(db);
  assertPayerComplete(await readTaxSettings(db));
  if (!perceptor.nif) throw new AppError("conflict", CERTIFICATE_MESSAGES.ownNifMissing);
  return { fileName: certificateFileName(year), pdf: await certificatePdf(club, perceptor, year, await certificateTerms(db, year)) };
}

/** The naturaleza (Configuración, Fiscalidad) and the year's rate a certificate states. */
async function certificateTerms(db: Pick<Prisma.TransactionClient, "setting">, year: number): Promise<CertificateTerms> {
  const [tax, rate] = await Promise.all([readTaxSettings(db), withholdingRateFor(db, year)]);
  return { nature: tax.modelo193Nature, rate };
}

/** Fiscalidad (back-office): a year's perceptors as Modelo 193 lists them, and whether each one's certificate went out. */
export type PerceptorRow = {
  userId: string;
  name: string;
  nif: string | null;
  provinceCode: string | null;
  gross: string;
  withholding: string;
  net: string;
  payments: number;
  certificateIssuedAt: string | null;
};

/** A period of Modelo 123: its label ("1T", "Enero"), its code in the AEAT's file ("1T", "01"), and its figures. */
export type Modelo123Period = {
  period: string;
  code: string;
  perceptors: number;
  /** The design's "número de rentas" (since 2024): the payments with withholding. */
  rentas: number;
  gross: string;
  withholding: string;
};

export type TaxYearDto = {
  year: number;
  perceptors: PerceptorRow[];
  totals: { gross: string; withholding: string; net: string };
  months: Modelo123Period[];
  quarters: Modelo123Period[];
};

const MONTHS = [
  "Enero",
  "Febrero",
  "Marzo",
  "Abril",
  "Mayo",
  "Junio",
  "Julio",
  "Agosto",
  "Septiembre",
  "Octubre",
  "Noviembre",
  "Diciembre",
];

/** The year's Modelo 123 figures: perceptors, rentas, base and withholding per month and per quarter. */
function modelo123(all: Perceptor[]): { months: Modelo123Period[]; quarters: Modelo123Period[] } {
  const period = (label: string, code: string, inPeriod: (month: number) => boolean): Modelo123Period => {
    const payments = all.flatMap((p) => p.payments).filter((payment) => inPeriod(Number(payment.date.slice(5, 7))));
    const sum = (pick: (p: (typeof payments)[number]) => string) => decimalOf(sumCents(payments.map((payment) => centsOf(pick(payment)))));
    const withheld = payments.filter((p) => Number(p.withholding) !== 0);
    return {
      period: label,
      code,
      perceptors: new Set(withheld.map((p) => p.userId)).size,
      rentas: withheld.length,
      gross: sum((p) => p.gross),
      withholding: sum((p) => p.withholding),
    };
  };
  return {
    months: MONTHS.map((name, index) => period(name, String(index + 1).padStart(2, "0"), (month) => month === index + 1)),
    quarters: [1, 2, 3, 4].map((quarter) => period(`${quarter}T`, `${quarter}T`, (month) => Math.ceil(month / 3) === quarter)),
  };
}

export async function getTaxYear(actor: Actor | null, yearText: string): Promise<TaxYearDto> {
  assertAdmin(actor);
  const year = yearOf(yearText);
  const db = await prisma();
  const all = await perceptors(db, year);
  const issued = new Map(
    (await db.taxCertificate.findMany({ where: { year }, select: { userId: true, issuedAt: true } })).map((row) => [
      row.userId,
      row.issuedAt,
    ]),
  );
  const sum = (pick: (p: Perceptor) => string) => decimalOf(sumCents(all.map((p) => centsOf(pick(p)))));
  return {
    year,
    perceptors: all.map((p) => ({
      userId: p.userId,
      name: p.name,
      nif: p.nif,
      provinceCode: provinceCode(p.address),
      gross: p.gross,
      withholding: p.withholding,
      net: p.net,
      payments: p.payments.length,
      certificateIssuedAt: issued.has(p.userId) ? instant(issued.get(p.userId)!) : null,
    })),
    totals: { gross: sum((p) => p.gross), withholding: sum((p) => p.withholding), net: sum((p) => p.net) },
    ...modelo123(all),
  };
}

/**
 * `GET /api/tax-years/{year}/modelo-193`: the year's Modelo 193 as the AEAT takes it (./modelo-193.ts,
 * ISO-8859-1), the admin who makes it as the contact; 409 naming what it cannot be made without.
 */
export async function modelo193(actor: Actor | null, yearText: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  assertAdmin(actor);
  const year = yearOf(yearText);
  const db = await prisma();
  const all = await perceptors(db, year);
  if (!all.length) throw new AppError("conflict", TAX_MESSAGES.nothingInYear);
  const [tax, site, rate] = await Promise.all([readTaxSettings(db), readSettings(), withholdingRateFor(db, year)]);
  const bytes = modelo193File(
    {
      year,
      nif: tax.clubNif,
      legalName: tax.clubLegalName,
      phone: site.whatsappNumber.replace(/\D/g, "").slice(-9) || null,
      contactName: [actor.lastName, actor.firstName].filter(Boolean).join(" ") || (actor.email ?? ""),
      nature: tax.modelo193Nature,
      rate,
    },
    all,
  );
  await recordAudit(db, actor, { action: "download", entityType: "tax_year", entityLabel: `Modelo 193 ${year}` });
  return { fileName: `modelo-193-${year}.txt`, bytes };
}

/**
 * `GET /api/tax-years/{year}/modelo-123?period=1T[&payment=domiciliacion]`: a quarter's (or a month's)
 * Modelo 123 as the AEAT takes it by file (./modelo-123.ts); 400 on `period` or `payment`, 409
 * naming what it cannot be made without.
 */
export async function modelo123Download(
  actor: Actor | null,
  yearText: string,
  periodText: string | null,
  paymentText: string | null,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  assertAdmin(actor);
  const year = yearOf(yearText);
  const code = modelo123PeriodCode(periodText);
  const payment = modelo123Payment(paymentText);
  if (!code || !payment)
    throw new AppError("invalid", MESSAGES.invalidInput, {
      fields: { ...(code ? {} : { period: TAX_MESSAGES.period }), ...(payment ? {} : { payment: TAX_MESSAGES.payment }) },
    });
  const db = await prisma();
  const { months, quarters } = modelo123(await perceptors(db, year));
  const figures = [...quarters, ...months].find((p) => p.code === code)!;
  const [tax, bank] = await Promise.all([readTaxSettings(db), readPaymentSettings(db)]);
  const bytes = modelo123File({
    year,
    period: code,
    nif: tax.clubNif,
    legalName: tax.clubLegalName,
    iban: bank.clubIban,
    payment,
    rentas: figures.rentas,
    base: figures.gross,
    withholding: figures.withholding,
  });
  await recordAudit(db, actor, { action: "download", entityType: "tax_year", entityLabel: `Modelo 123 ${year} ${code}` });
  return { fileName: `modelo-123-${year}-${code}.txt`, bytes };
}

/** `GET /api/tax-years/{year}/modelo-193?format=csv`: the worksheet, one line per perceptor (amounts "1742,36"). */
export async function modelo193Csv(actor: Actor | null, yearText: string): Promise<string> {
  const { perceptors: rows } = await getTaxYear(actor, yearText);
  return (
    CSV_BOM +
    csvLine(["NIF", "Apellidos y nombre", "Código provincia", "Clave", "Percepción íntegra", "Retenciones"]) +
    rows
      .map((row) =>
        csvLine([row.nif ?? "", row.name, row.provinceCode ?? "", MODELO_193_KEY, decimalComma(row.gross), decimalComma(row.withholding)]),
      )
      .join("")
  );
}

/** What issuing did: sent, already current, and who could not be certified (no e-mail, no NIF), by name. */
export type IssueResult = { issued: number; unchanged: number; withoutEmail: number; withoutNif: number; skipped: string[] };

/**
 * E-mails each perceptor of the year their certificate (PDF attached). What was certified is kept:
 * issuing the year again e-mails only those whose figures changed since (a late liquidation, a
 * reversal), so nobody gets the same certificate twice. One issue of a year at a time.
 */
export async function issueCertificates(actor: Actor | null, yearText: string, now = new Date()): Promise<IssueResult> {
  assertAdmin(actor);
  const year = yearOf(yearText);
  const db = await prisma();
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`tax-certificates:${year}`}, 0))`;
      const all = await perceptors(tx, year);
      if (!all.length) throw new AppError("conflict", TAX_MESSAGES.nothingInYear);
      const before = new Map((await tx.taxCertificate.findMany({ where: { year } })).map((row) => [row.userId, row]));
      const club = await clubParty(tx);
      assertPayerComplete(await readTaxSettings(tx));
      const terms = await certificateTerms(tx, year);
      const result: IssueResult = { issued: 0, unchanged: 0, withoutEmail: 0, withoutNif: 0, skipped: [] };
      for (const perceptor of all) {
        const kept = before.get(perceptor.userId);
        if (kept && money(kept.gross) === perceptor.gross && money(kept.withholding) === perceptor.withholding) {
          result.unchanged++;
          continue;
        }
        if (!perceptor.nif) {
          result.withoutNif++;
          result.skipped.push(`${perceptor.name} (sin NIF)`);
          continue;
        }
        if (!perceptor.email) {
          result.withoutEmail++;
          result.skipped.push(`${perceptor.name} (sin correo electrónico)`);
          continue;
        }
        const pdf = await certificatePdf(club, perceptor, year, terms, now);
        await enqueueEmails(
          tx,
          { kind: "tax-certificate", ...taxCertificateIssued(year), attachment: { name: certificateFileName(year), content: pdf } },
          [perceptor.email],
        );
        const figures = { gross: perceptor.gross, withholding: perceptor.withholding, issuedAt: now, issuedById: actor.id };
        await tx.taxCertificate.upsert({
          where: { year_userId: { year, userId: perceptor.userId } },
          create: { year, userId: perceptor.userId, ...figures },
          update: figures,
        });
        result.issued++;
      }
      await recordAudit(tx, actor, {
        action: "create",
        entityType: "tax_certificates",
        entityId: null,
        entityLabel: `Certificados de retenciones ${year}`,
        after: {
          emitidos: result.issued,
          sinCambios: result.unchanged,
          sinEmail: result.withoutEmail,
          sinNif: result.withoutNif,
          ...(result.skipped.length && { omitidos: result.skipped.join("; ") }),
        },
      });
      return result;
    },
    { timeout: 120_000 },
  );
}
