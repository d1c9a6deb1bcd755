import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { CSV_BOM, csvLine } from "@/lib/csv";
import { dayInMadrid, decimalComma, formatDate, formatMoney } from "@/lib/format";
import { madridDayStart } from "@/lib/madrid-day";
import { INVESTMENT_STATUS_LABELS } from "@/lib/validations/investment";
import { statementQuerySchema } from "@/lib/validations/statement";
import { transactionTypeLabel } from "@/lib/validations/transaction";
import { assertSignedIn, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { PdfPaper } from "../papers/pdf";
import { clubParty, INVESTOR_PARTY_SELECT, investorParty, partyFields } from "../papers/parties";
import { money } from "../shared/dto";
import { MONEY_FIELD } from "../portfolio";

/**
 * A statement of account of the signed-in person for any dates: their positions on the last day
 * (each participation, what it committed, and what its completed movements up to that day put in,
 * gave back, charged and withheld), the completed movements of the period, and their totals by type.
 */
type Position = {
  operationTitle: string;
  status: string;
  committed: string;
  contributed: string;
  returned: string;
  fees: string;
  withheld: string;
};
type Movement = { date: string; type: string; operationTitle: string; amount: string; reference: string | null };
export type Statement = {
  from: string;
  to: string;
  positions: Position[];
  movements: Movement[];
  totals: { type: string; amount: string }[];
};

/** Which of a position's sums a movement type adds to: Mis Operaciones' own (server/portfolio.ts), and the withholding. */
const POSITION_FIELD: Record<string, keyof Omit<Position, "operationTitle" | "status" | "committed">> = {
  ...MONEY_FIELD,
  RETENCION: "withheld",
};

async function readStatement(userId: string, from: string, to: string): Promise<Statement> {
  const db = await prisma();
  // Up to the end of Madrid's day `to`: a movement typed at 20:55 that day is in it.
  const end = madridDayStart(to, 1);
  const [participations, upToEnd] = await Promise.all([
    db.investment.findMany({
      where: { userId, investmentDate: { lt: end } },
      select: { id: true, amount: true, status: true, operation: { select: { title: true } } },
      orderBy: [{ investmentDate: "asc" }, { id: "asc" }],
    }),
    db.transaction.findMany({
      where: { userId, status: "completed", transactionDate: { lt: end } },
      select: {
        type: true,
        amount: true,
        investmentId: true,
        transactionDate: true,
        reference: true,
        operation: { select: { title: true } },
      },
      orderBy: [{ transactionDate: "asc" }, { id: "asc" }],
    }),
  ]);
  const sums = new Map<string, Record<string, Prisma.Decimal>>();
  for (const movement of upToEnd) {
    const field = POSITION_FIELD[movement.type];
    if (!movement.investmentId || !field) continue;
    const own = sums.get(movement.investmentId) ?? {};
    own[field] = (own[field] ?? new Prisma.Decimal(0)).plus(movement.amount);
    sums.set(movement.investmentId, own);
  }
  const zero = new Prisma.Decimal(0);
  const positions = participations
    .filter((p) => p.status !== "rejected" && p.status !== "requested")
    .map((p) => {
      const own = sums.get(p.id) ?? {};
      return {
        operationTitle: p.operation.title,
        status: INVESTMENT_STATUS_LABELS[p.status as keyof typeof INVESTMENT_STATUS_LABELS] ?? p.status,
        committed: money(p.amount),
        contributed: money(own.contributed ?? zero),
        returned: money(own.returned ?? zero),
        fees: money(own.fees ?? zero),
        withheld: money(own.withheld ?? zero),
      };
    });
  const inPeriod = upToEnd.filter((movement) => dayInMadrid(movement.transactionDate) >= from);
  const totals = new Map<string, Prisma.Decimal>();
  for (const movement of inPeriod) totals.set(movement.type, (totals.get(movement.type) ?? zero).plus(movement.amount));
  return {
    from,
    to,
    positions,
    movements: inPeriod.map((movement) => ({
      date: dayInMadrid(movement.transactionDate),
      type: transactionTypeLabel(movement.type),
      operationTitle: movement.operation?.title ?? "",
      amount: money(movement.amount),
      reference: movement.reference,
    })),
    totals: [...totals.entries()].map(([type, amount]) => ({ type: transactionTypeLabel(type), amount: money(amount) })),
  };
}

function statementCsv(statement: Statement): string {
  const lines = [
    csvLine([`Extracto del ${formatDate(statement.from)} al ${formatDate(statement.to)}`]),
    csvLine([]),
    csvLine([`Posiciones a ${formatDate(statement.to)}`]),
    csvLine(["Operación", "Estado", "Comprometido", "Aportado", "Devuelto y beneficio", "Comisiones", "Retenido"]),
    ...statement.positions.map((p) =>
      csvLine([p.operationTitle, p.status, ...[p.committed, p.contributed, p.returned, p.fees, p.withheld].map(decimalComma)]),
    ),
    csvLine([]),
    csvLine(["Movimientos"]),
    csvLine(["Fecha", "Tipo", "Operación", "Importe", "Referencia"]),
    ...statement.movements.map((m) => csvLine([m.date, m.type, m.operationTitle, decimalComma(m.amount), m.reference])),
    csvLine([]),
    csvLine(["Totales del periodo"]),
    csvLine(["Tipo", "Importe"]),
    ...statement.totals.map((t) => csvLine([t.type, decimalComma(t.amount)])),
  ];
  return CSV_BOM + lines.join("");
}

async function statementPdf(statement: Statement, userId: string): Promise<Uint8Array> {
  const db = await prisma();
  const [club, user] = await Promise.all([
    clubParty(db),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: INVESTOR_PARTY_SELECT }),
  ]);
  const period = `del ${formatDate(statement.from)} al ${formatDate(statement.to)}`;
  const paper = await PdfPaper.create(`Extracto ${period}`, `${club.name} · Extracto ${period}`);
  paper.title(`Extracto de cuenta ${period}`);
  paper.fields(partyFields("Titular", investorParty(user)));
  paper.heading(`Posiciones a ${formatDate(statement.to)}`);
  paper.table(
    [
      { header: "Operación", width: 130 },
      { header: "Estado", width: 55 },
      { header: "Comprometido", width: 65, align: "right" },
      { header: "Aportado", width: 65, align: "right" },
      { header: "Devuelto", width: 65, align: "right" },
      { header: "Comisiones", width: 58, align: "right" },
      { header: "Retenido", width: 57, align: "right" },
    ],
    statement.positions.map((p) => [
      p.operationTitle,
      p.status,
      ...[p.committed, p.contributed, p.returned, p.fees, p.withheld].map((amount) => formatMoney(amount)),
    ]),
  );
  paper.heading("Movimientos");
  if (statement.movements.length === 0) paper.text("Sin movimientos en estas fechas.");
  else
    paper.table(
      [
        { header: "Fecha", width: 62 },
        { header: "Tipo", width: 95 },
        { header: "Operación", width: 150 },
        { header: "Importe", width: 80, align: "right" },
        { header: "Referencia", width: 108 },
      ],
      statement.movements.map((m) => [formatDate(m.date), m.type, m.operationTitle, formatMoney(m.amount), m.reference ?? ""]),
    );
  paper.heading("Totales del periodo");
  paper.table(
    [
      { header: "Tipo", width: 200 },
      { header: "Importe", width: 100, align: "right" },
    ],
    statement.totals.map((t) => [t.type, formatMoney(t.amount)]),
  );
  paper.text("Movimientos completados. Devuelto incluye el capital devuelto y el beneficio.", { muted: true });
  return paper.bytes();
}

/** `GET /api/statements?from=&to=&format=pdf|csv`: the signed-in person's statement (by default, this year to today). */
export async function ownStatement(actor: Actor | null, query: URLSearchParams, now = new Date()) {
  assertSignedIn(actor);
  const values = statementQuerySchema.parse(Object.fromEntries(query));
  const today = dayInMadrid(now);
  const to = values.to ?? today;
  const from = values.from ?? `${to.slice(0, 4)}-01-01`;
  const statement = await readStatement(actor.id, from, to);
  const db = await prisma();
  await recordAudit(db, actor, { action: "download", entityType: "user", entityId: actor.id, entityLabel: `Extracto ${from} a ${to}` });
  const name = `extracto-${from}-${to}`;
  if (values.format === "csv") return { format: "csv" as const, name, body: statementCsv(statement) };
  return { format: "pdf" as const, name: `${name}.pdf`, body: await statementPdf(statement, actor.id) };
}
