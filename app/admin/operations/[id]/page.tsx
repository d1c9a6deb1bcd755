import type { Metadata } from "next";
import { isAsking } from "@/lib/validations/investment";
import { BanknoteIcon, CoinsIcon, HourglassIcon, PercentIcon } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { StatCard } from "@/components/dashboard/stat-card";
import { StatusBadge } from "@/components/operations/status-badge";
import { Badge } from "@/components/ui/badge";
import { formatFieldValue } from "@/lib/fields/format-field";
import { OPERATION_FIELDS } from "@/lib/fields/operation";
import { formatMoney } from "@/lib/format";
import type { RawParams } from "@/lib/table-query";
import { getOperationOverview } from "@/server/operations/overview";
import { listMovementsPage, parseMovementQuery } from "@/server/ledger/movements";
import { adminPage } from "../../_components/admin-page";
import { MoneySections } from "../../_components/money-sections";
import { OperationActions } from "./_components/operation-actions";
import { TitledCard } from "@/components/layout/titled-card";
import { LiquidationPanel } from "@/components/admin/liquidation/liquidation-panel";
import { getLiquidation } from "@/server/liquidation/liquidation";
import { investorsWithPendingIban } from "@/server/investors/iban-change";
import { UpdatesPanel } from "@/components/admin/updates/updates-panel";
import { attachableDocuments, listOperationUpdates } from "@/server/updates/admin";
import { getOperationCase } from "@/server/operations/case";
import { milestoneTitle } from "@/lib/timeline";
import { OpenRequests } from "@/components/admin/open-requests";
import { listOpenRequests } from "@/server/participations/open-requests";
import { liquidationUnavailable } from "@/lib/liquidation-availability";

export const metadata: Metadata = { title: "Operación" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<RawParams> };

/**
 * An operation's page in the back-office: its figures (price, ticket, what its participations
 * committed with the financed percentage, paid and still owe, what is left to cover), its
 * participations with each investor's balance, its updates to its investors, its movements
 * (filtered, paged, exported), its documents and contracts, and the buttons for the court case, the scenarios, the history and
 * the archive.
 */
const requestsLine = (count: number, asked: string) =>
  count === 0
    ? "Sin solicitudes por decidir"
    : `Y ${count === 1 ? "1 solicitud" : `${count} solicitudes`}: solicitado ${formatMoney(asked)}, por decidir, fuera del financiado`;

export default adminPage(async function AdminOperationPage(actor, { params, searchParams }: Props) {
  const { id } = await params;
  const overview = await getOperationOverview(actor, id);
  const { operation, totals } = overview;
  const query = parseMovementQuery({ ...(await searchParams), operationId: operation.id });
  const [movements, liquidation, pendingIbans, updates, attachable, { milestones }, requests] = await Promise.all([
    listMovementsPage(actor, query),
    getLiquidation(actor, operation.id),
    investorsWithPendingIban(actor, operation.id),
    listOperationUpdates(actor, operation.id),
    attachableDocuments(actor, operation.id),
    getOperationCase(actor, operation.id),
    listOpenRequests(actor, { operationId: operation.id }),
  ]);
  // Where no liquidation can be made yet, its form is not shown: a line says when it will be.
  const unavailable = liquidation ? null : liquidationUnavailable(operation, totals.paid);
  // The latest step of the case reached, while no update tells of it: offered to publish (issue 50, item 3).
  const latest = milestones.findLast((milestone) => milestone.status === "completado");
  const reached =
    latest && !operation.archivedAt && !updates.some((update) => update.milestoneKind === latest.kind)
      ? [{ kind: latest.kind, label: milestoneTitle(latest), note: latest.note }]
      : [];
  return (
    <>
      <PageHeader
        title={operation.title}
        subtitle={`${formatFieldValue(OPERATION_FIELDS.province, operation.province)} · ${formatFieldValue(OPERATION_FIELDS.pvp, operation.pvp)} · Ticket mínimo ${formatMoney(operation.ticketMin)}`}
        actions={<OperationActions operation={operation} />}
      />
      <div className="mb-6 flex flex-wrap items-center gap-2">
        <StatusBadge status={operation.status} />
        {operation.archivedAt && <Badge variant="outline">Archivada</Badge>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Comprometido"
          value={formatMoney(totals.committed)}
          icon={PercentIcon}
          description={`${formatFieldValue(OPERATION_FIELDS.percentageFinanced, operation.percentageFinanced)} financiado · quedan ${formatMoney(totals.left)} por cubrir`}
        />
        <StatCard
          title="Pagado"
          value={formatMoney(totals.paid)}
          icon={BanknoteIcon}
          description="Aportes completados de sus participaciones"
        />
        <StatCard title="Pendiente" value={formatMoney(totals.pending)} icon={HourglassIcon} description="Comprometido y aún no pagado" />
        <StatCard
          title="Participaciones"
          value={String(overview.participations.filter((p) => !isAsking(p.status)).length)}
          icon={CoinsIcon}
          description={requestsLine(overview.participations.filter((p) => isAsking(p.status)).length, totals.asked)}
        />
      </div>
      {requests.length > 0 && (
        <TitledCard title={<h2>Solicitudes por decidir</h2>} className="mt-6">
          <OpenRequests requests={requests} operation={false} />
        </TitledCard>
      )}
      <TitledCard title={<h2>Liquidación</h2>} className="mt-6">
        {unavailable ? (
          <p data-testid="liquidation-unavailable" className="text-sm text-muted-foreground">
            {unavailable}
          </p>
        ) : (
          <>
            {pendingIbans.length > 0 && (
              <p role="note" data-testid="pending-ibans" className="mb-4 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
                Cambio de IBAN pendiente de {pendingIbans.map((investor) => investor.name).join(", ")}: sus pagos van al IBAN actual hasta
                que lo confirmen o lo apruebe otro administrador.
              </p>
            )}
            <LiquidationPanel operationId={operation.id} liquidation={liquidation} />
          </>
        )}
      </TitledCard>
      <TitledCard title={<h2>Novedades para los inversores</h2>} className="mt-6">
        <UpdatesPanel
          operationId={operation.id}
          updates={updates}
          documents={attachable}
          reached={reached}
          archived={Boolean(operation.archivedAt)}
        />
      </TitledCard>
      <MoneySections
        by="investor"
        balances={overview.participations}
        totals={totals}
        movements={movements}
        sort={query.sort}
        dir={query.dir}
        fixed={{ operationId: operation.id }}
        papers={{ title: "Documentos y contratos", empty: "La operación no tiene documentos ni contratos.", rows: overview.papers }}
      />
    </>
  );
});
