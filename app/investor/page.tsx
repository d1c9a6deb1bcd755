import type { Metadata } from "next";
import Link from "next/link";
import { BuildingIcon, PercentIcon, PiggyBankIcon, WalletIcon } from "lucide-react";
import { EmptyState, PageHeader } from "@/components/dashboard/page-header";
import { StatCard } from "@/components/dashboard/stat-card";
import { centsOf } from "@/lib/money";
import type { Position } from "@/lib/ledger/position";
import { StatusBadge } from "@/components/operations/status-badge";
import { TitledCard } from "@/components/layout/titled-card";
import { describedRowsColumn, RowsTable, type RowsColumn } from "@/components/shared/rows-table";
import { INVESTMENT_FIELDS } from "@/lib/fields/investment";
import { dayInMadrid, formatDate, formatMoney, formatPercent } from "@/lib/format";
import { StatementDownload } from "@/components/investor/statement-download";
import { MoneyChart, type ChartSeries } from "@/components/charts/money-chart";
import { getOwnMoneyHistory } from "@/server/reports/own-money-chart";
import { provinceLabel } from "@/lib/operation-status";
import { pageActor } from "@/server/auth/session";
import { getPreferences } from "@/server/account/preferences";
import { PreferencesCard } from "@/components/investor/preferences-card";
import { getPortfolio, getPortfolioCases, upcomingMilestones, type Participation } from "@/server/reports/portfolio";
import { calendarFeedStatus } from "@/server/calendar/feeds";
import { milestoneTitle } from "@/lib/timeline";
import { CalendarFeed } from "./_components/calendar-feed";
import { listOwnLatestMovements } from "@/server/ledger/movements";
import { MOVEMENTS_SHOWN, OwnMovements } from "@/components/investor/own-movements";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { ownDepositFigures } from "@/server/deposit/mine";
import { ownFirstSteps } from "@/server/investors/first-steps";
import { FirstSteps, PaymentsDue } from "@/components/investor/first-steps";

export const metadata: Metadata = { title: "Mi Dashboard" };

const OWN_MONEY_SERIES: ChartSeries[] = [
  { key: "contributed", label: "Aportado", color: "var(--chart-2)" },
  { key: "returned", label: "Devuelto", color: "var(--chart-3)" },
  { key: "gain", label: "Beneficio", color: "var(--chart-4)" },
  { key: "expected", label: "Ganancia esperada", color: "var(--chart-1)", dots: true },
];
const DEPOSIT_SERIES: ChartSeries = { key: "deposit", label: "Cuenta de depósito", color: "var(--chart-5)" };

const PARTICIPATION_COLUMNS: RowsColumn<Participation>[] = [
  {
    header: "Operación",
    cell: (p) => (
      <Link href={`/operations/${p.operationSlug}`} className="hover:underline">
        {p.operationTitle}
      </Link>
    ),
    className: `${WRAPPING_TEXT} font-medium`,
  },
  { header: "Provincia", cell: (p) => provinceLabel(p.province) },
  { header: "Estado", cell: (p) => <StatusBadge status={p.operationStatus} /> },
  describedRowsColumn(INVESTMENT_FIELDS.amount, (p) => p.amount),
  { header: "Rentabilidad", cell: (p) => formatPercent(p.expectedReturn), numeric: true },
  describedRowsColumn(INVESTMENT_FIELDS.investmentDate, (p) => p.investmentDate),
];

export default async function InvestorDashboardPage() {
  const actor = await pageActor();
  if (!actor) return null;
  const [portfolio, [transactions, movementCount], cases, feed, preferences, history, deposit, firstSteps] = await Promise.all([
    getPortfolio(actor),
    listOwnLatestMovements(actor, MOVEMENTS_SHOWN),
    getPortfolioCases(actor),
    calendarFeedStatus(actor),
    getPreferences(actor),
    getOwnMoneyHistory(actor),
    ownDepositFigures(actor),
    ownFirstSteps(actor),
  ]);
  const firstDue = firstSteps.due.map((payment) => payment.instructions.due).filter((due) => due !== null)[0] ?? null;
  const upcoming = upcomingMilestones(cases.values(), 3);
  return (
    <>
      <PageHeader title="Mi Dashboard" subtitle={`Hola, ${actor.firstName ?? "inversor"}. Este es el estado de tu inversión.`} />
      {firstSteps.due.length > 0 && <PaymentsDue due={firstSteps.due} />}
      {firstSteps.steps && <FirstSteps steps={firstSteps.steps} />}
      <div className="grid gap-4 md:grid-cols-3">
        <StatCard
          title="Total Invertido"
          value={formatMoney(portfolio.totalInvested)}
          icon={WalletIcon}
          description={`${totalIncludes(portfolio)}. ${moneyIncludes(portfolio, firstDue)}`}
        />
        <StatCard
          title="Operaciones Activas"
          value={String(portfolio.activeOperations)}
          icon={BuildingIcon}
          description="Abiertas, reservadas o en curso"
        />
        <StatCard
          title="Rentabilidad Esperada"
          value={portfolio.weightedExpectedReturn ? formatPercent(portfolio.weightedExpectedReturn) : "N/A"}
          icon={PercentIcon}
          description="Media ponderada por importe invertido, de todas tus participaciones"
        />
        {deposit && (
          <Link href="/investor/deposito" className="rounded-xl md:col-span-3" data-testid="dashboard-deposit">
            <StatCard
              title="Cuenta de depósito"
              value={formatMoney(deposit.balance)}
              icon={PiggyBankIcon}
              description={`Saldo, aparte de tus participaciones. Intereses de este periodo: ${formatMoney(deposit.accruedInterest)}, se abonan el ${formatDate(deposit.nextCreditDate)} (TAE ${formatPercent(deposit.tae)})`}
            />
          </Link>
        )}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <TitledCard title="Próximos hitos">
          {upcoming.length === 0 ? (
            <EmptyState>No hay hitos próximos en tus operaciones.</EmptyState>
          ) : (
            <ol className="space-y-3" data-testid="upcoming-milestones">
              {upcoming.map(({ operationSlug, operationTitle, milestone }) => (
                <li key={milestone.id} className="flex items-start justify-between gap-4 text-sm">
                  <div>
                    <p className="font-medium">{milestoneTitle(milestone)}</p>
                    <Link href={`/operations/${operationSlug}`} className="text-muted-foreground hover:underline">
                      {operationTitle}
                    </Link>
                  </div>
                  <time dateTime={milestone.date!} className="shrink-0 font-semibold">
                    {formatDate(milestone.date)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </TitledCard>
        <TitledCard title="Calendario">
          <CalendarFeed createdAt={feed.createdAt} />
        </TitledCard>
      </div>

      <TitledCard title="Mi dinero en el tiempo" className="mt-6">
        {history.length === 0 ? (
          <EmptyState>Cuando tengas movimientos, aquí verás cómo evoluciona tu dinero.</EmptyState>
        ) : (
          <MoneyChart
            kind="line"
            summary={`Tu dinero mes a mes: lo aportado, el capital devuelto y el beneficio obtenido, acumulados; y la ganancia esperada con tus operaciones en curso.${deposit ? " También el saldo de tu cuenta de depósito a final de cada mes." : ""}`}
            points={history}
            series={deposit ? [...OWN_MONEY_SERIES, DEPOSIT_SERIES] : OWN_MONEY_SERIES}
          />
        )}
      </TitledCard>

      <TitledCard title="Mis Participaciones" className="mt-6">
        <RowsTable
          label="Mis Participaciones"
          rows={portfolio.participations}
          rowKey={(p) => p.investmentId}
          columns={PARTICIPATION_COLUMNS}
          empty={
            <>
              <p>Todavía no tienes participaciones.</p>
              <p className="mt-1">
                <Link href="/operations" className="font-medium text-foreground underline underline-offset-4">
                  Explora las operaciones disponibles
                </Link>
              </p>
            </>
          }
        />
      </TitledCard>

      <OwnMovements transactions={transactions} total={movementCount} />
      <TitledCard title="Extracto" className="mt-6">
        <StatementDownload today={dayInMadrid(new Date())} />
      </TitledCard>
      <PreferencesCard initial={preferences} />
    </>
  );
}

/** What "Total Invertido" adds up: every participation, finished operations included, and it says so. */
function totalIncludes({ participations, finishedParticipations }: { participations: unknown[]; finishedParticipations: number }): string {
  const all = participations.length === 1 ? "Tu participación" : `Tus ${participations.length} participaciones`;
  if (participations.length === 0) return "Suma de tus participaciones";
  if (finishedParticipations === 0) return `${all}, todas en operaciones activas`;
  if (finishedParticipations === 1) return `${all}, incluida una en una operación ya finalizada o cerrada`;
  return `${all}, incluidas ${finishedParticipations} en operaciones ya finalizadas o cerradas`;
}

/** The total's money, told apart: what is still at work, what was paid and is owed, what came back and was gained. */
function moneyIncludes({ activeInvested, money }: { activeInvested: string; money: Position }, firstDue: string | null): string {
  const owed =
    centsOf(money.owed) > 0n
      ? `; pendiente de transferir: ${formatMoney(money.owed)}${firstDue ? ` (paga antes del ${formatDate(firstDue)})` : ""}`
      : "";
  return (
    `En operaciones activas: ${formatMoney(activeInvested)}; aportado: ${formatMoney(money.paid)}${owed}; ` +
    `devuelto: ${formatMoney(money.capitalReturned)}; beneficio: ${formatMoney(money.gain ?? "0")}; ` +
    `retenido: ${formatMoney(money.withheld)}; recibido: ${formatMoney(money.received)}` +
    (centsOf(money.toReceive) > 0n
      ? `; por recibir (transferencias ordenadas que aún no han llegado): ${formatMoney(money.toReceive)}`
      : "")
  );
}
