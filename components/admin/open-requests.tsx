import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { RowsTable } from "@/components/shared/rows-table";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { InvestorCell } from "./investor-cell";
import { formatFieldValue } from "@/lib/fields/format-field";
import { INVESTMENT_FIELDS } from "@/lib/fields/investment";
import { formatDateTime, formatMoney } from "@/lib/format";
import { centsOf } from "@/lib/money";
import type { OpenRequest } from "@/server/participations/open-requests";
import { RequestDecision } from "./request-decision";

/**
 * The requests waiting for the club (issue 67, item 1), each with its decision in its row and what the decision
 * needs beside it: the investor and their verification, the operation and what is left of it. Solicitudes lists
 * every operation's; an operation's page, its own (`operation={false}`: the page names it already).
 */
export function OpenRequests({ requests, operation = true }: { requests: OpenRequest[]; operation?: boolean }) {
  return (
    <RowsTable
      label="Solicitudes por decidir"
      rows={requests}
      rowTestId="open-request"
      empty="No hay solicitudes por decidir."
      columns={[
        {
          header: "Inversor",
          cell: (request) => (
            <InvestorCell
              investorId={request.investorId}
              name={request.investorName}
              email={request.investorEmail}
              verification={request.verification}
              showVerified
              className="justify-end md:justify-start"
            />
          ),
          className: WRAPPING_TEXT,
        },
        ...(operation
          ? [
              {
                header: "Operación",
                cell: (request: OpenRequest) => (
                  <Link href={`/admin/operations/${request.operationId}`} className="font-medium hover:underline">
                    {request.operationTitle}
                  </Link>
                ),
                className: WRAPPING_TEXT,
              },
            ]
          : []),
        {
          header: "Solicitado",
          cell: (request) => (
            <span className="whitespace-nowrap">
              {formatMoney(request.asked)}
              <span className="block text-xs text-muted-foreground">{formatDateTime(request.requestedAt)}</span>
            </span>
          ),
          numeric: true,
        },
        {
          header: "Queda por cubrir",
          cell: (request) => (
            <span className="whitespace-nowrap">
              {formatMoney(request.left)}
              <span className={`block text-xs ${fits(request) ? "text-muted-foreground" : "text-destructive"}`}>
                {fits(request) ? `Ticket mínimo ${formatMoney(request.ticketMin)}` : "No cabe entera"}
              </span>
            </span>
          ),
          numeric: true,
        },
        {
          header: INVESTMENT_FIELDS.status.label,
          cell: (request) => <Badge variant="secondary">{formatFieldValue(INVESTMENT_FIELDS.status, request.status)}</Badge>,
        },
        { header: "Decisión", cell: (request) => <RequestDecision request={request} /> },
      ]}
    />
  );
}

const fits = (request: OpenRequest) => centsOf(request.asked) <= centsOf(request.left);
