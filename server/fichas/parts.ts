import { formatDate, formatMoney, formatMonths, formatPercent } from "@/lib/format";
import { DEPOSIT_CREDITING_LABELS, type DepositCrediting } from "@/lib/deposit/crediting";
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
 * What an information sheet says, part by part, once: its PDF (./pdf.ts) and its page
 * (components/fichas/sheet-view.tsx) each only draw these blocks, so the two never differ (issue 66,
 * item 1: "the same content as a page"). No data access.
 */
export type SheetBlock =
  | { kind: "text"; text: string; strong?: boolean; muted?: boolean }
  /** A framed notice: the disclaimers, the reflection period's or the desistimiento's box. */
  | { kind: "notice"; id: string; lines: string[]; strong?: boolean }
  | { kind: "fields"; rows: [string, string][]; id?: string; title?: string }
  | { kind: "bullets"; items: readonly string[] }
  | { kind: "table"; columns: { header: string; width: number; numeric?: boolean }[]; rows: string[][] };

export type SheetPart = { heading: string | null; blocks: SheetBlock[] };

/** "[label, value]" rows, leaving out the values the sheet does not have. */
const given = (rows: [string, string | null | undefined | false | 0][]): [string, string][] =>
  rows.filter((row): row is [string, string] => Boolean(row[1]));

/** A long text of the operation, cut where a six-page sheet needs it to be. */
const cut = (text: string) => (text.length > 1500 ? `${text.slice(0, 1500)}…` : text);

export function sheetParts(content: SheetContent): SheetPart[] {
  const opening: SheetPart = {
    heading: null,
    blocks: [
      { kind: "notice", id: "sheet-disclaimers", lines: [SHEET_DISCLAIMERS.cnmv, SHEET_DISCLAIMERS.fgd], strong: true },
      {
        kind: "notice",
        id: "sheet-rights-box",
        lines: [content.kind === "operation" ? OPERATION_REFLECTION_BOX : DEPOSIT_DESISTIMIENTO_BOX],
      },
    ],
  };
  const club: SheetPart = {
    heading: "Parte A. El club, gestor de la inversión",
    blocks: [
      {
        kind: "fields",
        rows: given([
          ["Club", content.club.name],
          ["NIF", content.club.nif ?? "(sin indicar)"],
          ["Domicilio", content.club.address ?? "(sin indicar)"],
          ["Registro", content.club.registry],
        ]),
      },
    ],
  };
  return [opening, club, ...(content.kind === "operation" ? operationParts(content) : depositParts(content))];
}

function operationParts(content: OperationSheet): SheetPart[] {
  const { operation, fees } = content;
  const worked = content.scenarios.find((s) => s.expected) ?? content.scenarios[0];
  const texts = given([
    ["Descripción", operation.description && cut(operation.description)],
    ["Estrategia de inversión", operation.strategy && cut(operation.strategy)],
    ["Estado del procedimiento judicial", operation.caseStage && cut(operation.caseStage)],
  ]);
  return [
    {
      heading: "Conflictos de interés",
      blocks: [{ kind: "text", text: content.conflicts ?? "El club no ha declarado conflictos de interés en esta operación." }],
    },
    {
      heading: "Parte B. La operación",
      blocks: [
        {
          kind: "fields",
          rows: given([
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
          ]),
        },
        ...texts.flatMap(([label, text]): SheetBlock[] => [
          { kind: "text", text: label, strong: true },
          { kind: "text", text },
        ]),
      ],
    },
    { heading: "Parte C. Riesgos principales", blocks: [{ kind: "bullets", items: OPERATION_RISKS }] },
    {
      heading: "Parte D. Comisiones y costes",
      blocks: [
        {
          kind: "text",
          text: `Comisión de éxito del club: ${fees.successFee} del resultado positivo de tu participación (nada si no hay ganancia). Sin comisiones de entrada, de mantenimiento ni de salida. El club retiene el IRPF de tu ganancia (${formatPercent(fees.withholdingRate)}) y lo ingresa a Hacienda por ti. Una vez confirmada, pagas en ${fees.paymentDays} días por transferencia.`,
        },
        ...(worked
          ? [
              {
                kind: "fields",
                id: "sheet-worked-fee",
                title: `Ejemplo con el ticket mínimo (${formatMoney(operation.ticketMin)}), escenario «${worked.name}» (${formatMonths(worked.months)}):`,
                rows: [
                  ["Recuperado bruto", formatMoney(worked.result.gross)],
                  ["Costes de la operación", formatMoney(worked.result.costs)],
                  [`Comisión de éxito del club (${fees.successFee})`, formatMoney(worked.result.fee)],
                  ["Te devolvemos (antes del IRPF)", formatMoney(worked.result.returned)],
                  ["Ganancia neta", `${formatMoney(worked.result.netGain)} (${formatPercent(worked.result.returnOnTicket)})`],
                ],
              } satisfies SheetBlock,
            ]
          : []),
      ],
    },
    ...(content.scenarios.length
      ? [
          {
            heading: "Parte E. Escenarios con el ticket mínimo",
            blocks: [
              {
                kind: "table",
                columns: [
                  { header: "Escenario", width: 150 },
                  { header: "Plazo", width: 60, numeric: true },
                  { header: "Comisión", width: 85, numeric: true },
                  { header: "Devuelto", width: 95, numeric: true },
                  { header: "Rentabilidad", width: 105, numeric: true },
                ],
                rows: content.scenarios.map((s) => [
                  s.name,
                  formatMonths(s.months),
                  formatMoney(s.result.fee),
                  formatMoney(s.result.returned),
                  formatPercent(s.result.returnOnTicket),
                ]),
              },
              { kind: "text", text: "Estimaciones del club: no son una promesa ni un resultado garantizado.", muted: true },
            ] satisfies SheetBlock[],
          },
        ]
      : []),
    { heading: "Parte F. Tus derechos", blocks: [{ kind: "bullets", items: OPERATION_RIGHTS }] },
  ];
}

function depositParts(content: DepositSheet): SheetPart[] {
  const { terms } = content;
  return [
    {
      heading: "Parte B. La cuenta de depósito",
      blocks: [
        {
          kind: "fields",
          rows: [
            ["TAE", formatPercent(terms.tae)],
            ["Abono de intereses", DEPOSIT_CREDITING_LABELS[terms.crediting as DepositCrediting] ?? terms.crediting],
            ["Apertura mínima", formatMoney(terms.minOpening)],
            ["Aportación mínima", formatMoney(terms.minContribution)],
            ["Retirada mínima", formatMoney(terms.minWithdrawal)],
            ["Ventanas de retirada", terms.windows.map((day) => day.split("-").reverse().join("/")).join(", ")],
            ["Preaviso de una retirada", `${terms.noticeDays} días`],
          ],
        },
        ...(terms.wording ? [{ kind: "text", text: terms.wording } satisfies SheetBlock] : []),
      ],
    },
    { heading: "Parte C. Riesgos principales", blocks: [{ kind: "bullets", items: DEPOSIT_RISKS }] },
    {
      heading: "Parte D. Comisiones y costes",
      blocks: [
        {
          kind: "text",
          text: `Sin comisiones de apertura, mantenimiento, retirada ni cierre. El club retiene el IRPF de los intereses (${formatPercent(terms.withholdingRate)}) y lo ingresa a Hacienda por ti.`,
        },
      ],
    },
    { heading: "Parte E. Tus derechos", blocks: [{ kind: "bullets", items: DEPOSIT_RIGHTS }] },
  ];
}
