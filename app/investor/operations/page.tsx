import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState, PageHeader } from "@/components/dashboard/page-header";
import { ProgressBar } from "@/components/operations/progress-bar";
import { StatusBadge } from "@/components/operations/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatMoney, formatMonths, formatPercent } from "@/lib/format";
import { provinceLabel } from "@/lib/operation-status";
import { asInvestor } from "@/server/auth/actor";
import { requireUser } from "@/server/auth/session";
import { getPortfolio } from "@/server/portfolio";

export const metadata: Metadata = { title: "Mis Operaciones" };

export default async function InvestorOperationsPage() {
  const { participations } = await getPortfolio(asInvestor(await requireUser()));
  return (
    <>
      <PageHeader title="Mis Operaciones" subtitle="Las operaciones en las que participas." />
      {participations.length === 0 ? (
        <EmptyState>
          <p>No participas todavía en ninguna operación.</p>
          <Button asChild variant="outline" className="mt-4">
            <Link href="/operations">Ver operaciones disponibles</Link>
          </Button>
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {participations.map((p) => (
            <Card key={p.investmentId} data-testid="investor-operation">
              <CardHeader className="flex flex-row items-start justify-between gap-2">
                <CardTitle className="text-base leading-snug">{p.operationTitle}</CardTitle>
                <StatusBadge status={p.operationStatus} />
              </CardHeader>
              <CardContent className="space-y-3 text-sm">
                <dl className="grid grid-cols-2 gap-2">
                  <div>
                    <dt className="text-muted-foreground">Mi participación</dt>
                    <dd className="font-semibold">{formatMoney(p.amount)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Provincia</dt>
                    <dd>{provinceLabel(p.province)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Rentabilidad esperada</dt>
                    <dd>{formatPercent(p.expectedReturn)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Plazo</dt>
                    <dd>{formatMonths(p.expectedTerm)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Fecha de entrada</dt>
                    <dd>{formatDate(p.investmentDate)}</dd>
                  </div>
                </dl>
                <div className="space-y-1">
                  <div className="flex justify-between">
                    <span className="text-muted-foreground">Financiado</span>
                    <span>{p.percentageFinanced}%</span>
                  </div>
                  <ProgressBar value={p.percentageFinanced} label={`Financiado ${p.operationTitle}`} />
                </div>
                <Button asChild variant="outline" className="w-full">
                  <Link href={`/operations/${p.operationSlug}`}>Ver Detalles</Link>
                </Button>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
