import "server-only";
import { SUCCESS_FEE_TEXT } from "@/lib/club-terms";
import { formatDate, formatMoney } from "@/lib/format";
import { ClubPdf } from "../pdf/layout";
import { clubParty, INVESTOR_PARTY_SELECT, investorParty } from "../pdf/parties";
import { partyFields, type Party } from "../pdf/party";
import { assertSignedIn, type Actor } from "../core/actor";
import { notFound, ownInvestment, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { calendarDate } from "../shared/dto";
import { maskedIban } from "@/lib/validations/identity";
import type { LiquidationRowDto } from "./rows";

export type LiquidationNoticeFacts = {
  club: Party;
  investor: Party;
  operationTitle: string;
  /** yyyy-MM-dd */
  date: string;
  withholdingRate: string;
  row: LiquidationRowDto;
  /** "ES91 **** … 1332", where the payout goes, if the investor gave an account. */
  payoutAccount: string | null;
};

export const noticeFileName = (date: string) => `liquidacion-${date}.pdf`;

/** The liquidation notice of one participation (PDF): who, what was liquidated, and each figure down to the payout. */
export async function liquidationNoticePdf(facts: LiquidationNoticeFacts): Promise<Uint8Array> {
  const { row } = facts;
  const pdf = await ClubPdf.create(`Liquidación de ${facts.operationTitle}`, `${facts.club.name} · Liquidación de ${facts.operationTitle}`);
  pdf.title("Liquidación de tu participación");
  pdf.fields([
    ["Operación", facts.operationTitle],
    ["Fecha de la liquidación", formatDate(facts.date)],
  ]);
  pdf.heading("El club");
  pdf.fields(partyFields("Razón social", facts.club));
  pdf.heading("El partícipe");
  pdf.fields(partyFields("Nombre", facts.investor));
  pdf.heading("Detalle");
  const result = Number(row.result) < 0 ? "Tu parte de la pérdida" : "Tu parte del resultado";
  pdf.table(
    [
      { header: "Concepto", width: 330 },
      { header: "Importe", width: 165, align: "right" },
    ],
    [
      ["Capital aportado", formatMoney(row.capital)],
      [result, formatMoney(row.result)],
      [`Comisión de éxito del club (${SUCCESS_FEE_TEXT} del resultado)`, formatMoney(row.fee)],
      ["Ganancia (rendimiento del capital mobiliario)", formatMoney(row.gain)],
      [`Retención IRPF (${facts.withholdingRate.replace(".", ",")} % de la ganancia)`, formatMoney(row.withholding)],
    ],
    ["Importe neto que recibes", formatMoney(row.net)],
  );
  pdf.text(
    facts.payoutAccount
      ? `El club te lo transfiere a tu cuenta ${facts.payoutAccount}.`
      : "Indica en Mis datos la cuenta (IBAN) en la que quieres recibirlo.",
  );
  pdf.text("La retención se ingresa en Hacienda a tu nombre; te la certificamos al terminar el año.", { muted: true });
  return pdf.bytes();
}

/**
 * The liquidation notice of participation `investmentId` for its investor or an admin (404 for
 * anyone else, and when its operation has no liquidation in force that includes it).
 */
export async function getLiquidationNotice(actor: Actor | null, investmentId: string): Promise<{ fileName: string; pdf: Uint8Array }> {
  assertSignedIn(actor);
  const db = await prisma();
  const investment =
    (await db.participation.findFirst({
      where: { id: rowId(investmentId), ...ownInvestment(actor) },
      select: {
        id: true,
        user: { select: { ...INVESTOR_PARTY_SELECT, iban: true } },
        operation: {
          select: {
            title: true,
            liquidations: { where: { reversedAt: null }, select: { date: true, withholdingRate: true, rows: true }, take: 1 },
          },
        },
      },
    })) ?? notFound();
  const liquidation = investment.operation.liquidations[0] ?? notFound();
  const row = (liquidation.rows as LiquidationRowDto[]).find((r) => r.investmentId === investment.id) ?? notFound();
  const date = calendarDate(liquidation.date)!;
  const pdf = await liquidationNoticePdf({
    club: await clubParty(db),
    investor: investorParty(investment.user),
    operationTitle: investment.operation.title,
    date,
    withholdingRate: liquidation.withholdingRate.toFixed(2),
    row,
    payoutAccount: investment.user.iban ? maskedIban(investment.user.iban) : null,
  });
  return { fileName: noticeFileName(date), pdf };
}
