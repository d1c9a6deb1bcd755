import type { Metadata } from "next";
import { BuildingIcon, DownloadIcon, PercentIcon, UsersIcon, WalletIcon } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { RecentTransactions } from "@/components/dashboard/recent-transactions";
import { StatCard } from "@/components/dashboard/stat-card";
import { Button } from "@/components/ui/button";
import { formatMoneyCompact, formatMoney, formatPercent } from "@/lib/format";
import { getAdminDashboard } from "@/server/dashboard";
import { adminPage } from "./_components/admin-page";

export const metadata: Metadata = { title: "Dashboard" };

export default adminPage(async function AdminDashboardPage(actor) {
  const dashboard = await getAdminDashboard(actor);
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
      <RecentTransactions transactions={dashboard.recentTransactions} totals={dashboard.totals} />
    </>
  );
});
