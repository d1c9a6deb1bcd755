import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { CSV_BOM, csvLine } from "@/lib/csv";
import { dayInMadrid, decimalComma, formatDate, formatMoney } from "@/lib/format";
import { madridDayStart } from "@/lib/madrid-day";
import { INVESTMENT_STATUS_LABELS } from "@/lib/validations/investment";
import { statementQuerySchema } from "@/lib/validations/statement";
import { movementTypeLabel, ownSign } from "@/lib/ledger/kinds";
import { formatSignedMoney, signedDecimal, type Sign } from "@/lib/signed-money";
import { assertSignedIn, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { ClubPdf } from "../pdf/layout";
import { clubParty, INVESTOR_PARTY_SELECT, investorParty } from "../pdf/parties";
import { partyFields } from "../pdf/party";
import { calendarDate, fullName, money } from "../shared/dto";
import { positionsOf } from "../ledger/positions";
import { positionDto } from "@/lib/ledger/position";
import { centsOf, decimalOf } from "@/lib/money";
import { calendarDay } from "../shared/references";
import { ownDepositMovements } from "../deposit/mine";
import {
  DEPOSIT_ACCOUNT_TITLE,
  DEPOSIT_MOVEMENT_KINDS,
  DEPOSIT_MOVEMENT_LABELS,
  depositTotals,
  ownDepositSign,
} from "@/lib/deposit/position";

/**
 * A statement of account of the signed-in person for any dates: their positions on the last day
 * (each participation, what it committed, and what its completed movements up to that day put in,
 * gave back, charged and withheld), their deposit account's figures on that day, the completed movements
 * of the period (the deposit account's among them), and their totals by type.
 */
type StatementPosition = {
  operationTitle: string;
  status: string;
  committed: string;
  paid: string;
  capitalReturned: string;
  gain: string | null;
  withheld: string;
  received: string;
  /** Ordered to them and not yet shown paid by the bank. */
  toReceive: string;
};
/** The deposit account on the last day: its balance and what its movements up to then put in, took out, credited and withheld. */
type StatementDeposit = { balance: string; contributed: string; withdrawn: string; interest: string; withheld: string };
/** A movement of the period; `sign` from the person's side (+ came to them, − left them or was kept), as Mis Movimientos. */
type StatementMovement = { date: string; type: string; operationTitle: string; amount: string; sign: Sign; reference: string | null };
export type Statement = {
  from: string;
  to: string;
  positions: StatementPosition[];
  deposit: StatementDeposit | null;
  movements: StatementMovement[];
  totals: { type: string; amount: string; sign: Sign }[];
};

async function readStatement(userId: string, from: string, to: string): Promise<Statement> {
  const db = await prisma();
  // A value date is a day: every movement of day `to` is in it, whenever it was typed.
  const upTo = { userId, status: "completed", transactionDate: { lte: calendarDay(to)! } } satisfies Prisma.MovementWhereInput;
  const [participations, inPeriod, depositMovements] = await Promise.all([
    db.participation.findMany({
      where: { userId, investmentDate: { lt: madridDayStart(to, 1) }, status: { notIn: ["rejected", "requested", "waitlisted"] } },
      select: {
        id: true,
        amount: true,
        status: true,
        operation: { select: { title: true } },
        coHolders: { select: { share: true, user: { select: { firstName: true, lastName: true, email: true } } } },
      },
      orderBy: [{ investmentDate: "asc" }, { id: "asc" }],
    }),
    db.movement.findMany({
      where: { ...upTo, transactionDate: { gte: calendarDay(from)!, lte: calendarDay(to)! } },
      select: { type: true, amount: true, transactionDate: true, reference: true, operation: { select: { title: true } } },
      orderBy: [{ transactionDate: "asc" }, { recordedAt: "asc" }, { id: "asc" }],
    }),
    ownDepositMovements(userId, to),
  ]);
  const positions = await positionsOf(db, participations, upTo);
  const totals = new Map<string, bigint>();
  for (const movement of inPeriod) totals.set(movement.type, (totals.get(movement.type) ?? 0n) + centsOf(movement.amount));
  const depositInPeriod = (depositMovements ?? []).filter((m) => m.valueDate >= from);
  const depositPeriodTotals = depositTotals(depositInPeriod);
  const movements: StatementMovement[] = [
    ...inPeriod.map((movement) => ({
      date: calendarDate(movement.transactionDate)!,
      type: movementTypeLabel(movement.type),
      operationTitle: movement.operation.title,
      amount: money(movement.amount),
      sign: ownSign(movement.type),
      reference: movement.reference,
    })),
    ...depositInPeriod.map((m) => ({
      date: m.valueDate,
      type: DEPOSIT_MOVEMENT_LABELS[m.kind],
      operationTitle: DEPOSIT_ACCOUNT_TITLE,
      amount: m.amount,
      sign: ownDepositSign(m.kind),
      reference: null,
    })),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)); // stable: each ledger's own order within a day
  return {
    from,
    to,
    positions: participations.map((p) => {
      const position = positionDto(positions.get(p.id)!);
      // A participation held with others says who holds what (each is the perceptor of their share).
      const coHolders = p.coHolders.map(
        (holder) => `${fullName(holder.user) ?? holder.user.email} ${holder.share.toFixed(2).replace(".", ",")} %`,
      );
      return {
        operationTitle: coHolders.length ? `${p.operation.title} (cotitulares: ${coHolders.join(", ")})` : p.operation.title,
        status: INVESTMENT_STATUS_LABELS[p.status as keyof typeof INVESTMENT_STATUS_LABELS] ?? p.status,
        committed: money(p.amount),
        paid: position.paid,
        capitalReturned: position.capitalReturned,
        gain: position.gain,
        withheld: position.withheld,
        received: position.received,
        toReceive: position.toReceive,
      };
    }),
    deposit: depositMovements && statementDeposit(depositTotals(depositMovements)),
    movements,
    totals: [
      ...[...totals.entries()].map(([type, amount]) => ({ type: movementTypeLabel(type), amount: decimalOf(amount), sign: ownSign(type) })),
      ...DEPOSIT_MOVEMENT_KINDS.filter((kind) => depositInPeriod.some((m) => m.kind === kind)).map((kind) => ({
        type: `${DEPOSIT_MOVEMENT_LABELS[kind]} (${DEPOSIT_ACCOUNT_TITLE.toLowerCase()})`,
        amount: decimalOf(depositPeriodTotals[kind]),
        sign: ownDepositSign(kind),
      })),
    ],
  };
}

const statementDeposit = (totals: ReturnType<typeof depositTotals>): StatementDeposit => ({
  balance: decimalOf(totals.balance),
  contributed: decimalOf(totals.contribution),
  withdrawn: decimalOf(totals.withdrawal),
  interest: decimalOf(totals.interest),
  withheld: decimalOf(totals.withholding),
});
const depositColumns = (d: StatementDeposit) => [d.balance, d.contributed, d.withdrawn, d.interest, d.withheld];
const DEPOSIT_HEADERS = ["Saldo", "Aportado", "Retirado", "Intereses", "Retenido"];

/** A position's figures, in the statement's column order ("—" for a gain not made yet). */
const positionFigures = (p: StatementPosition) => [p.committed, p.paid, p.capitalReturned, p.gain, p.withheld, p.received, p.toReceive];
const POSITION_HEADERS = ["Comprometido", "Aportado", "Devuelto", "Beneficio", "Retenido", "Recibido", "Por recibir"];

function statementCsv(statement: Statement): string {
  const lines = [
    csvLine([`Extracto del ${formatDate(statement.from)} al ${formatDate(statement.to)}`]),
    csvLine([]),
    csvLine([`Posiciones a ${formatDate(statement.to)}`]),
    csvLine(["Operación", "Estado", ...POSITION_HEADERS]),
    ...statement.positions.map((p) =>
      csvLine([p.operationTitle, p.status, ...positionFigures(p).map((f) => (f === null ? "" : decimalComma(f)))]),
    ),
    ...(statement.deposit
      ? [
          csvLine([]),
          csvLine([`${DEPOSIT_ACCOUNT_TITLE} a ${formatDate(statement.to)}`]),
          csvLine(DEPOSIT_HEADERS),
          csvLine(depositColumns(statement.deposit).map(decimalComma)),
        ]
      : []),
    csvLine([]),
    csvLine(["Movimientos"]),
    csvLine(["Fecha", "Tipo", "Operación", "Importe", "Referencia"]),
    ...statement.movements.map((m) =>
      csvLine([formatDate(m.date), m.type, m.operationTitle, decimalComma(signedDecimal(m.sign, m.amount)), m.reference]),
    ),
    csvLine([]),
    csvLine(["Totales del periodo"]),
    csvLine(["Tipo", "Importe"]),
    ...statement.totals.map((t) => csvLine([t.type, decimalComma(signedDecimal(t.sign, t.amount))])),
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
  const paper = await ClubPdf.create(`Extracto ${period}`, `${club.name} · Extracto ${period}`);
  paper.title(`Extracto de cuenta ${period}`);
  paper.fields(partyFields("Titular", investorParty(user)));
  paper.heading(`Posiciones a ${formatDate(statement.to)}`);
  paper.table(
    [
      { header: "Operación", width: 88 },
      { header: "Estado", width: 47 },
      // 51 pt: "-34.333,33 €" at 7,5 pt and "Comprometido" whole (its header set a little smaller).
      ...POSITION_HEADERS.map((header) => ({ header, width: 51, align: "right" as const })),
    ],
    statement.positions.map((p) => [p.operationTitle, p.status, ...positionFigures(p).map((f) => (f === null ? "—" : formatMoney(f)))]),
    undefined,
    { size: 7.5 },
  );
  if (statement.deposit) {
    paper.heading(`${DEPOSIT_ACCOUNT_TITLE} a ${formatDate(statement.to)}`);
    paper.table(
      DEPOSIT_HEADERS.map((header) => ({ header, width: 80, align: "right" as const })),
      [depositColumns(statement.deposit).map(formatMoney)],
    );
  }
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
      statement.movements.map((m) => [
        formatDate(m.date),
        m.type,
        m.operationTitle,
        formatSignedMoney(m.sign, m.amount),
        m.reference ?? "",
      ]),
    );
  paper.heading("Totales del periodo");
  paper.table(
    [
      { header: "Tipo", width: 200 },
      { header: "Importe", width: 100, align: "right" },
    ],
    statement.totals.map((t) => [t.type, formatSignedMoney(t.sign, t.amount)]),
  );
  const depositNote = statement.deposit
    ? " En la cuenta de depósito, Saldo es lo aportado y los intereses abonados, menos lo retirado y la retención del IRPF sobre los intereses."
    : "";
  paper.text(
    "Movimientos completados, con signo desde tu lado: + lo que te llega, − lo que aportas o se te cobra o retiene. Devuelto es el capital; Beneficio, la parte del resultado tras la comisión de éxito; Recibido, lo transferido tras la retención del IRPF." +
      depositNote,
    { muted: true },
  );
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
