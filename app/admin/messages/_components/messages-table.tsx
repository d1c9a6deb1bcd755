"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { MailOpenIcon, MailIcon } from "lucide-react";
import { DataTable } from "@/components/admin/data-table";
import { RowActions } from "@/components/admin/row-actions";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEntityActions } from "@/components/admin/use-entity-actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { SortDirection, TablePage } from "@/lib/table-query";
import type { ContactMessageDto } from "@/server/messages";

const MESSAGES = {
  created: "Mensaje guardado",
  updated: "Mensaje actualizado",
  deleted: "Mensaje eliminado",
  createFailed: "No se pudo guardar el mensaje",
  updateFailed: "No se pudo actualizar el mensaje",
  deleteFailed: "No se pudo eliminar el mensaje",
};

export function MessagesTable({ page, sort, dir }: { page: TablePage<ContactMessageDto>; sort: string; dir: SortDirection }) {
  const router = useRouter();
  const { remove } = useEntityActions("/api/messages", MESSAGES);

  async function markRead(message: ContactMessageDto, isRead: boolean) {
    try {
      await apiRequest("PATCH", `/api/messages/${message.id}`, { isRead });
      notifySuccess(isRead ? "Marcado como leído" : "Marcado como no leído");
      router.refresh();
    } catch (error) {
      notifyError("Error", failureMessage(error, MESSAGES.updateFailed));
    }
  }

  const columns: ColumnDef<ContactMessageDto>[] = [
    { id: "date", header: "Fecha", meta: { sortKey: "createdAt" }, cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      id: "name",
      header: "Nombre",
      meta: { sortKey: "name" },
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    {
      id: "email",
      header: "Email",
      cell: ({ row }) => (
        <a href={`mailto:${row.original.email}`} className="hover:underline">
          {row.original.email}
        </a>
      ),
    },
    { id: "phone", header: "Teléfono", cell: ({ row }) => row.original.phone ?? "N/A" },
    { id: "message", header: "Mensaje", cell: ({ row }) => <p className="max-w-md text-sm whitespace-pre-line">{row.original.message}</p> },
    {
      id: "read",
      header: "Estado",
      cell: ({ row }) => (row.original.isRead ? <Badge variant="secondary">Leído</Badge> : <Badge>No leído</Badge>),
    },
    {
      id: "actions",
      header: "Acciones",
      meta: { className: "text-right" },
      cell: ({ row }) => (
        <RowActions
          label={`mensaje de ${row.original.name}`}
          onDelete={() => remove(row.original.id)}
          deleteDescription="Esta acción es permanente: el mensaje se eliminará."
        >
          <Button
            variant="ghost"
            size="icon"
            aria-label={row.original.isRead ? `Marcar como no leído: ${row.original.name}` : `Marcar como leído: ${row.original.name}`}
            onClick={() => markRead(row.original, !row.original.isRead)}
          >
            {row.original.isRead ? <MailIcon aria-hidden /> : <MailOpenIcon aria-hidden />}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <TableToolbar placeholder="Buscar por nombre, email o mensaje...">
        <FilterSelect
          name="read"
          label="Leídos"
          allLabel="Todos"
          options={[
            { value: "unread", label: "No leídos" },
            { value: "read", label: "Leídos" },
          ]}
        />
      </TableToolbar>
      <DataTable label="Mensajes" columns={columns} page={page} sort={sort} dir={dir} emptyText="No hay mensajes." />
    </>
  );
}
