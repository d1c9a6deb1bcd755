"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { ActionBadge, ActorCell, EntityCell } from "@/components/admin/audit/audit-cells";
import { ChangeList } from "@/components/admin/audit/change-list";
import { WORDS_WRAP, WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { formatDateTime } from "@/lib/format";
import type { AuditEventDto } from "@/server/audit/list";

/** The columns of Actividad (the audit log). */
export const activityColumns: ColumnDef<AuditEventDto>[] = [
  {
    id: "createdAt",
    header: "Fecha",
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>,
  },
  {
    id: "actor",
    header: "Persona",
    meta: { className: WRAPPING_TEXT },
    cell: ({ row }) => <ActorCell event={row.original} />,
  },
  { id: "action", header: "Acción", cell: ({ row }) => <ActionBadge action={row.original.action} /> },
  // The element's name and the changes wrap, so that the address stays in view at 1366 px.
  { id: "entity", header: "Elemento", meta: { className: WRAPPING_TEXT }, cell: ({ row }) => <EntityCell event={row.original} /> },
  {
    id: "changes",
    header: "Cambios",
    // A hash or a long reference breaks at its punctuation (ChangeList) instead of widening the table past its card.
    meta: { className: `min-w-64 ${WORDS_WRAP}` },
    cell: ({ row }) => <ChangeList changes={row.original.changes} entity={row.original.entityType} names={row.original.names} />,
  },
  {
    id: "address",
    header: "Dirección IP",
    cell: ({ row }) => <span className="text-xs text-muted-foreground">{row.original.address ?? "—"}</span>,
  },
];
