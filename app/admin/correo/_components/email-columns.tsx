"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { EyeIcon, RotateCwIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";
import type { EmailDto } from "@/server/mail/admin";
import { actionsColumn } from "@/components/admin/actions-column";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { breakable, Token } from "@/components/shared/breakable";
import { EMAIL_STATUS_LABELS } from "@/lib/mail-status";
import { RowActionItem, RowActions } from "@/components/admin/row-actions";

export { EMAIL_STATUS_LABELS };

function StatusBadge({ status }: { status: string }) {
  const variant = status === "failed" ? "destructive" : status === "sent" ? "secondary" : "outline";
  return <Badge variant={variant}>{EMAIL_STATUS_LABELS[status] ?? status}</Badge>;
}

/** What an e-mail's row actions call: open it, queue a failed one again. */
export type EmailRowHandlers = { show: (email: EmailDto) => void; retry: (email: EmailDto) => void };

/** The columns of the outgoing e-mail table. */
export function emailColumns({ show, retry }: EmailRowHandlers): ColumnDef<EmailDto>[] {
  return [
    { id: "createdAt", header: "Fecha", meta: { sortKey: "createdAt" }, cell: ({ row }) => formatDateTime(row.original.createdAt) },
    { id: "to", header: "Para", meta: { sortKey: "to", className: WRAPPING_TEXT }, cell: ({ row }) => <Token text={row.original.to} /> },
    {
      id: "subject",
      header: "Asunto",
      meta: { className: WRAPPING_TEXT },
      // A reference in a subject ("REC-2026-00001") stays whole.
      cell: ({ row }) => <span className="font-medium">{breakable(row.original.subject)}</span>,
    },
    {
      id: "status",
      header: "Estado",
      // The SMTP error under a failed one wraps, within the column, rather than widening the list.
      meta: { sortKey: "status", className: "min-w-40 whitespace-normal" },
      cell: ({ row }) => (
        <span className="grid gap-1">
          <StatusBadge status={row.original.status} />
          {row.original.lastError && (
            <span className="max-w-64 text-xs [overflow-wrap:break-word] text-destructive">{breakable(row.original.lastError)}</span>
          )}
        </span>
      ),
    },
    actionsColumn<EmailDto>(({ row }) => (
      <RowActions label={`correo: ${row.original.subject}`}>
        <RowActionItem icon={EyeIcon} name={`Ver el correo: ${row.original.subject}`} onSelect={() => show(row.original)}>
          Ver el correo
        </RowActionItem>
        {row.original.status === "failed" && (
          <RowActionItem icon={RotateCwIcon} name={`Reintentar el correo: ${row.original.subject}`} onSelect={() => retry(row.original)}>
            Reintentar
          </RowActionItem>
        )}
      </RowActions>
    )),
  ];
}
