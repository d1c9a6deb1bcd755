import type { Metadata } from "next";
import { BuildingIcon, DownloadIcon, PercentIcon, UsersIcon, WalletIcon } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { RecentTransactions } from "@/components/dashboard/recent-transactions";
import { StatCard } from "@/components/dashboard/stat-card";
import { Button } from "@/components/ui/button";
import { formatMoneyCompact, formatMoney, formatPercent } from "@/lib/format";
import { getAdminDashboard } from "@/server/reports/dashboard";
import { getClubCashflow } from "@/server/reports/club-cashflow-chart";
import { MoneyChart, type ChartSeries } from "@/components/charts/money-chart";
import { TitledCard } from "@/components/layout/titled-card";
import { adminPage } from "./_components/admin-page";
import { PendingWork } from "@/components/dashboard/pending-work";
import { pendingDetails, sharedPendingWork } from "@/server/reports/pending-work";

export const metadata: Metadata = { title: "Dashboard" };

const CASHFLOW_SERIES: ChartSeries[] = [
  { key: "moneyIn", label: "Entradas", color: "var(--chart-2)" },
  { key: "moneyOut", label: "Salidas", color: "var(--chart-1)" },
];

export default adminPage(async function AdminDashboardPage(actor) {
  const [dashboard, cashflow, pending, details] = await Promise.all([
    getAdminDashboard(actor),
    getClubCashflow(actor),
    // The sidebar's reading, shared for a few seconds: the block and the badges say the same.
    sharedPendingWork(actor),
    pendingDetails(actor),
  ]);
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Bienvenido de nuevo"
        actions={
          <Button asChild variant="outline">
            <a href="/api/transactions/export" download>
              <DownloadIcon aria-hidden /> Exportar CSV
            </a>
          </Button>
        }
      />
      <PendingWork items={pending} overdue={details.overdue} payouts={details.payouts} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Operaciones Activas"
          value={String(dashboard.activeOperations.value)}
          icon={BuildingIcon}
          trend={dashboard.activeOperations.trend}
        />
        <StatCard title="Inversores" value={String(dashboard.investors.value)} icon={UsersIcon} trend={dashboard.investors.trend} />
        <StatCard
          title="Rentabilidad Media"
          value={dashboard.averageReturn ? formatPercent(dashboard.averageReturn) : "N/A"}
          icon={PercentIcon}
          description="Rentabilidad esperada de las operaciones activas"
        />
        <StatCard
          title="Capital Invertido"
          value={formatMoneyCompact(dashboard.investedCapital.value)}
          icon={WalletIcon}
          trend={dashboard.investedCapital.trend}
          description={`Pendiente de pago: ${formatMoney(dashboard.pendingPayments)}`}
        />
      </div>
      <TitledCard title="Entradas y salidas del club" className="mt-6">
        <MoneyChart
          kind="bar"
          summary="El dinero del club en los últimos doce meses: lo que entró de los inversores (aportaciones y honorarios) y lo que salió hacia ellos (devoluciones y beneficios pagados, netos de comisión de éxito y retención)."
          points={cashflow}
          series={CASHFLOW_SERIES}
        />
      </TitledCard>
      <RecentTransactions transactions={dashboard.recentTransactions} totals={dashboard.totals} />
    </>
  );
});
