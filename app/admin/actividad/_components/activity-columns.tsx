"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { ActionBadge, ActorCell, EntityCell } from "@/components/admin/audit/audit-cells";
import { ChangeList } from "@/components/admin/audit/change-list";
import { formatDateTime } from "@/lib/format";
import type { AuditEventDto } from "@/server/audit/list";

/** The columns of Actividad (the audit log). */
export const activityColumns: ColumnDef<AuditEventDto>[] = [
  {
    id: "createdAt",
    header: "Fecha",
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>,
  },
  { id: "actor", header: "Persona", cell: ({ row }) => <ActorCell event={row.original} /> },
  { id: "action", header: "Acción", cell: ({ row }) => <ActionBadge action={row.original.action} /> },
  { id: "entity", header: "Elemento", cell: ({ row }) => <EntityCell event={row.original} /> },
  {
    id: "changes",
    header: "Cambios",
    cell: ({ row }) => <ChangeList changes={row.original.changes} entity={row.original.entityType} names={row.original.names} />,
  },
  {
    id: "address",
    header: "Dirección IP",
    cell: ({ row }) => <span className="text-xs text-muted-foreground">{row.original.address ?? "—"}</span>,
  },
];
