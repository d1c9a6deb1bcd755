import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { TitledCard } from "@/components/layout/titled-card";
import { RowsTable } from "@/components/shared/rows-table";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { formatDate, formatMoney } from "@/lib/format";
import { INVESTMENT_STATUS_LABELS, isAsking } from "@/lib/validations/investment";
import type { OwnRequest } from "@/server/participations/requests";
import { RevokeParticipation, WithdrawRequest } from "./withdraw-request";

const statusLabel = (status: string) => INVESTMENT_STATUS_LABELS[status as keyof typeof INVESTMENT_STATUS_LABELS] ?? status;

/**
 * The investor's requests ("Quiero participar") the club has not confirmed: what they asked
 * ("Solicitado", apart from committed money), the waitlist, and a rejection with its reason; one
 * that waits can be withdrawn, and one in its reflection period revoked (issue 66, item 3).
 */
export function OwnRequests({ requests, asked }: { requests: OwnRequest[]; asked: string }) {
  if (!requests.length) return null;
  return (
    <TitledCard title={<h2>Mis solicitudes</h2>} className="mb-6" contentClassName="space-y-3">
      <p className="text-sm">
        <span className="text-muted-foreground">Solicitado: </span>
        <strong data-testid="asked-total">{formatMoney(asked)}</strong>
        <span className="text-muted-foreground"> · pendiente de que el club lo confirme; no cuenta como invertido.</span>
      </p>
      <RowsTable
        label="Mis solicitudes"
        rows={requests}
        rowTestId="own-request"
        empty={null}
        columns={[
          {
            header: "Operación",
            cell: (request) => (
              <Link href={`/operations/${request.operationSlug}`} className="font-medium hover:underline">
                {request.operationTitle}
              </Link>
            ),
            className: WRAPPING_TEXT,
          },
          { header: "Importe", cell: (request) => formatMoney(request.amount), numeric: true, className: "whitespace-nowrap" },
          {
            header: "Estado",
            cell: (request) => (
              <Badge variant="secondary">
                {request.askedAmount ? `Confirmada en parte (de ${formatMoney(request.askedAmount)})` : statusLabel(request.status)}
              </Badge>
            ),
          },
          { header: "Solicitada", cell: (request) => (request.requestedAt ? formatDate(request.requestedAt) : "—") },
          {
            header: "Motivo",
            cell: (request) =>
              request.decisionNote ??
              (request.reflectionUntil ? `Periodo de reflexión hasta el ${formatDate(request.reflectionUntil)}` : "—"),
            className: WRAPPING_TEXT,
          },
          {
            header: "Acciones",
            cell: (request) =>
              isAsking(request.status) || (request.askedAmount && !request.reflectionUntil) ? (
                <WithdrawRequest id={request.id} operationTitle={request.operationTitle} />
              ) : request.reflectionUntil ? (
                <RevokeParticipation id={request.id} operationTitle={request.operationTitle} until={request.reflectionUntil} />
              ) : null,
          },
        ]}
      />
    </TitledCard>
  );
}
