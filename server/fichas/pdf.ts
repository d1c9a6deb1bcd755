import { formatDate, formatMoney, formatMonths, formatPercent } from "@/lib/format";
import { DEPOSIT_CREDITING_LABELS, type DepositCrediting } from "@/lib/deposit/crediting";
import { ClubPdf } from "../pdf/layout";
import { partyFields } from "../pdf/party";
import type { DepositSheet, OperationSheet, SheetContent } from "./content";
import {
  DEPOSIT_DESISTIMIENTO_BOX,
  DEPOSIT_RIGHTS,
  DEPOSIT_RISKS,
  OPERATION_REFLECTION_BOX,
  OPERATION_RIGHTS,
  OPERATION_RISKS,
  SHEET_DISCLAIMERS,
} from "./texts";

/**
 * An information sheet's PDF (issue 66, item 1; ECSP Annex I's parts, as far as the club's offer has
 * them): A4, DejaVu as the club's other papers (../pdf/layout.ts), at most a few pages. No data access.
 */
export async function sheetPdf(content: SheetContent, version: number, issuedOn: string): Promise<Uint8Array> {
  const subject = content.kind === "operation" ? content.operation.title : "Cuenta de depósito";
  const pdf = await ClubPdf.create(
    `Ficha de información · ${subject} (versión ${version})`,
    `${content.club.name} · Ficha de información · ${subject} · versión ${version}`,
  );
  pdf.title("Ficha de información de la inversión");
  pdf.text(`${subject} · Versión ${version} · ${formatDate(issuedOn)}`, { muted: true, after: 6 });
  pdf.text(SHEET_DISCLAIMERS.cnmv, { bold: true });
  pdf.text(SHEET_DISCLAIMERS.fgd, { bold: true, after: 6 });
  if (content.kind === "operation") operationParts(pdf, content);
  else depositParts(pdf, content);
  return pdf.bytes();
}

const bullets = (pdf: ClubPdf, lines: readonly string[]) => lines.forEach((line) => pdf.text(`• ${line}`));

function clubPart(pdf: ClubPdf, content: SheetContent) {
  pdf.heading("Parte A. El club, gestor de la inversión");
  pdf.fields([
    ...partyFields("Club", content.club),
    ...(content.club.registry ? [["Registro", content.club.registry] as [string, string]] : []),
  ]);
}

function operationParts(pdf: ClubPdf, content: OperationSheet) {
  const { operation, fees } = content;
  pdf.text(OPERATION_REFLECTION_BOX, { after: 6 });
  clubPart(pdf, content);
  pdf.text("Conflictos de interés", { bold: true });
  pdf.text(content.conflicts ?? "El club no ha declarado conflictos de interés en esta operación.");

  pdf.heading("Parte B. La operación");
  pdf.fields(
    (
      [
        ["Operación", operation.title],
        ["Provincia", operation.province],
        ["Ubicación del inmueble", operation.location],
        ["Tipo de inmueble", operation.propertyType],
        ["Superficie", operation.propertyArea],
        ["Referencia catastral", operation.cadastralRef],
        ["Importe a financiar (PVP)", formatMoney(operation.price)],
        ["Ticket mínimo", formatMoney(operation.ticketMin)],
        ["Precio pagado por el crédito", operation.purchasePrice && formatMoney(operation.purchasePrice)],
        ["Rentabilidad esperada (total)", operation.expectedReturn && formatPercent(operation.expectedReturn)],
        ["Plazo estimado", operation.expectedTerm && formatMonths(operation.expectedTerm)],
        ["Fin estimado", operation.estimatedEndDate && formatDate(operation.estimatedEndDate)],
      ] as [string, string | null][]
    ).filter((pair): pair is [string, string] => Boolean(pair[1])),
  );
  for (const [label, text] of [
    ["Descripción", operation.description],
    ["Estrategia de inversión", operation.strategy],
    ["Estado del procedimiento judicial", operation.caseStage],
  ] as const)
    if (text) {
      pdf.text(label, { bold: true });
      pdf.text(text.length > 1500 ? `${text.slice(0, 1500)}…` : text, { after: 4 });
    }

  pdf.heading("Parte C. Riesgos principales");
  bullets(pdf, OPERATION_RISKS);

  pdf.heading("Parte D. Comisiones y costes");
  pdf.text(
    `Comisión de éxito del club: ${fees.successFee} del resultado positivo de tu participación (nada si no hay ganancia). Sin comisiones de entrada, de mantenimiento ni de salida. El club retiene el IRPF de tu ganancia (${formatPercent(fees.withholdingRate)}) y lo ingresa a Hacienda por ti. Una vez confirmada, pagas en ${fees.paymentDays} días por transferencia.`,
  );
  const worked = content.scenarios.find((s) => s.expected) ?? content.scenarios[0];
  if (worked) {
    const r = worked.result;
    pdf.text(
      `Ejemplo con el ticket mínimo (${formatMoney(operation.ticketMin)}), escenario «${worked.name}» (${formatMonths(worked.months)}):`,
      {
        bold: true,
      },
    );
    pdf.fields([
      ["Recuperado bruto", formatMoney(r.gross)],
      ["Costes de la operación", formatMoney(r.costs)],
      [`Comisión de éxito del club (${fees.successFee})`, formatMoney(r.fee)],
      ["Te devolvemos (antes del IRPF)", formatMoney(r.returned)],
      ["Ganancia neta", `${formatMoney(r.netGain)} (${formatPercent(r.returnOnTicket)})`],
    ]);
  }

  if (content.scenarios.length) {
    pdf.heading("Parte E. Escenarios con el ticket mínimo");
    pdf.table(
      [
        { header: "Escenario", width: 150 },
        { header: "Plazo", width: 60, align: "right" },
        { header: "Comisión", width: 85, align: "right" },
        { header: "Devuelto", width: 95, align: "right" },
        { header: "Rentabilidad", width: 105, align: "right" },
      ],
      content.scenarios.map((s) => [
        s.name,
        formatMonths(s.months),
        formatMoney(s.result.fee),
        formatMoney(s.result.returned),
        formatPercent(s.result.returnOnTicket),
      ]),
    );
    pdf.text("Estimaciones del club: no son una promesa ni un resultado garantizado.", { muted: true });
  }

  pdf.heading("Parte F. Tus derechos");
  bullets(pdf, OPERATION_RIGHTS);
}

function depositParts(pdf: ClubPdf, content: DepositSheet) {
  const { terms } = content;
  pdf.text(DEPOSIT_DESISTIMIENTO_BOX, { after: 6 });
  clubPart(pdf, content);
  pdf.heading("Parte B. La cuenta de depósito");
  pdf.fields([
    ["TAE", formatPercent(terms.tae)],
    ["Abono de intereses", DEPOSIT_CREDITING_LABELS[terms.crediting as DepositCrediting] ?? terms.crediting],
    ["Apertura mínima", formatMoney(terms.minOpening)],
    ["Aportación mínima", formatMoney(terms.minContribution)],
    ["Retirada mínima", formatMoney(terms.minWithdrawal)],
    ["Ventanas de retirada", terms.windows.map((day) => day.split("-").reverse().join("/")).join(", ")],
    ["Preaviso de una retirada", `${terms.noticeDays} días`],
  ]);
  if (terms.wording) pdf.text(terms.wording);
  pdf.heading("Parte C. Riesgos principales");
  bullets(pdf, DEPOSIT_RISKS);
  pdf.heading("Parte D. Comisiones y costes");
  pdf.text(
    `Sin comisiones de apertura, mantenimiento, retirada ni cierre. El club retiene el IRPF de los intereses (${formatPercent(terms.withholdingRate)}) y lo ingresa a Hacienda por ti.`,
  );
  pdf.heading("Parte E. Tus derechos");
  bullets(pdf, DEPOSIT_RIGHTS);
}
