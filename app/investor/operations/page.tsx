import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState, PageHeader } from "@/components/dashboard/page-header";
import { ProgressBar } from "@/components/operations/progress-bar";
import { StatusBadge } from "@/components/operations/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatMoney, formatMonths, formatPercent } from "@/lib/format";
import { isActiveStatus, provinceLabel } from "@/lib/operation-status";
import { pageActor } from "@/server/auth/session";
import { getOperationMoney, getPortfolio, getPortfolioCases } from "@/server/reports/portfolio";
import { OperationMoneySummary } from "@/components/investor/operation-money";
import { NO_MONEY } from "@/lib/operation-money";
import { CaseTimeline } from "@/components/operations/case-timeline";
import { SCENARIO_LEGAL_NOTE, ScenarioFigures } from "@/components/operations/scenario-figures";
import { computeScenarios, taeFraction } from "@/lib/returns";
import { getDepositOffer } from "@/server/club/deposit-settings";
import { milestoneTitle, nextExpectedMilestone } from "@/lib/timeline";
import { FactList } from "@/components/shared/fact-list";
import { OwnRequests } from "@/components/investor/own-requests";
import { listOwnRequests } from "@/server/participations/requests";
import { getOwnParticipationPayments } from "@/server/participations/payment-instructions";
import { ParticipationPayments } from "@/components/investor/participation-payments";
import { DownloadButton } from "@/components/shared/download-button";
import { LatestUpdates } from "@/components/updates/latest-updates";
import { listOwnUpdates } from "@/server/updates/read";

export const metadata: Metadata = { title: "Mis Operaciones" };

export default async function InvestorOperationsPage() {
  const actor = await pageActor();
  if (!actor) return null;
  const [{ participations }, cases, moneyByOperation, own, payments, updates, depositOffer] = await Promise.all([
    getPortfolio(actor),
    getPortfolioCases(actor),
    getOperationMoney(actor),
    listOwnRequests(actor),
    getOwnParticipationPayments(actor),
    listOwnUpdates(actor),
    getDepositOffer(),
  ]);
  const depositTae = taeFraction(depositOffer?.tae);
  return (
    <>
      <PageHeader title="Mis Operaciones" subtitle="Las operaciones en las que participas." />
      <OwnRequests {...own} />
      {participations.length === 0 ? (
        <EmptyState>
          <p>No participas todavía en ninguna operación.</p>
          <Button asChild variant="outline" className="mt-4">
            <Link href="/operations">Ver operaciones disponibles</Link>
          </Button>
        </EmptyState>
      ) : (
        <div className="grid gap-6">
          {participations.map((p) => {
            const held = cases.get(p.operationId);
            const next = held ? nextExpectedMilestone(held.milestones) : null;
            const headingId = `timeline-${p.investmentId}`;
            // Once an operation is over, what it gave replaces what it might give.
            const finished = !isActiveStatus(p.operationStatus);
            return (
              <Card key={p.investmentId} data-testid="investor-operation">
                <CardHeader className="flex flex-row items-start justify-between gap-2">
                  <CardTitle className="text-base leading-snug">{p.operationTitle}</CardTitle>
                  <StatusBadge status={p.operationStatus} />
                </CardHeader>
                <CardContent className="space-y-3 text-sm">
                  <FactList
                    className="grid grid-cols-2 gap-2"
                    facts={[
                      { label: "Mi participación", value: formatMoney(p.amount), valueClassName: "font-semibold" },
                      { label: "Provincia", value: provinceLabel(p.province) },
                      // A finished operation's result is below ("Resultado de tu participación"): what it expected no longer says anything.
                      ...(finished
                        ? []
                        : [
                            { label: "Rentabilidad esperada", value: formatPercent(p.expectedReturn) },
                            { label: "Plazo", value: formatMonths(p.expectedTerm) },
                          ]),
                      { label: "Fecha de entrada", value: formatDate(p.investmentDate) },
                    ]}
                  />
                  <div className="space-y-1">
                    <div className="flex justify-between">
                      <span className="text-muted-foreground">Financiado</span>
                      <span>{formatPercent(p.percentageFinanced)}</span>
                    </div>
                    <ProgressBar value={p.percentageFinanced} label={`Financiado ${p.operationTitle}`} />
                  </div>
                  {!finished && (
                    <p data-testid="next-milestone">
                      <span className="text-muted-foreground">Próximo hito: </span>
                      {next ? (
                        <strong>
                          {milestoneTitle(next)} · {formatDate(next.date)}
                        </strong>
                      ) : (
                        <span>Sin hitos pendientes con fecha</span>
                      )}
                    </p>
                  )}
                  {payments.has(p.investmentId) && (
                    <ParticipationPayments money={payments.get(p.investmentId)!} headingId={`payments-${p.investmentId}`} />
                  )}
                  <OperationMoneySummary
                    money={moneyByOperation.get(p.operationId) ?? NO_MONEY}
                    finished={finished}
                    headingId={`money-${p.investmentId}`}
                  />
                  <LatestUpdates
                    updates={updates.filter((update) => update.operationId === p.operationId)}
                    headingId={`updates-${p.investmentId}`}
                  />
                  {held && (
                    <div className="grid gap-6 border-t border-border pt-4 lg:grid-cols-[minmax(0,20rem)_1fr]">
                      <section aria-labelledby={headingId}>
                        <h2 id={headingId} className="mb-3 font-semibold">
                          Procedimiento judicial
                        </h2>
                        <CaseTimeline milestones={held.milestones} headingId={headingId} compact />
                      </section>
                      {!finished && held.scenarios.length > 0 && (
                        <section aria-labelledby={`${headingId}-scenarios`} className="space-y-3">
                          <h2 id={`${headingId}-scenarios`} className="font-semibold">
                            Escenarios con tu participación de {formatMoney(p.amount)}
                          </h2>
                          <ScenarioFigures scenarios={computeScenarios(p.amount, held.scenarios, held.pvp, depositTae)} />
                          <p className="text-xs text-muted-foreground">
                            {SCENARIO_LEGAL_NOTE} Cifras tras la comisión de éxito del 50&nbsp;% sobre la ganancia neta.
                          </p>
                        </section>
                      )}
                    </div>
                  )}
                  <div className="flex flex-wrap gap-2">
                    <Button asChild variant="outline" className="w-full sm:w-auto">
                      <Link href={`/operations/${p.operationSlug}`}>Ver Detalles</Link>
                    </Button>
                    {p.liquidatedOn && (
                      <DownloadButton
                        href={`/api/investments/${p.investmentId}/liquidation-statement`}
                        failed="No se pudo descargar la liquidación"
                        className="w-full sm:w-auto"
                      >
                        Descargar liquidación (PDF)
                      </DownloadButton>
                    )}
                  </div>
                </CardContent>
              </Card>
            );
          })}
        </div>
      )}
    </>
  );
}
