"use client";

import { DataTable } from "@/components/admin/data-table";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEntityActions, useServerRequest } from "@/components/admin/use-entity-actions";
import { apiRequest } from "@/lib/api-client";
import type { SortDirection, TablePage } from "@/lib/table-query";
import type { ContactMessageDto } from "@/server/messages";
import { messageColumns } from "./message-columns";

const MESSAGES = {
  created: "Mensaje guardado",
  updated: "Mensaje actualizado",
  deleted: "Mensaje eliminado",
  createFailed: "No se pudo guardar el mensaje",
  updateFailed: "No se pudo actualizar el mensaje",
  deleteFailed: "No se pudo eliminar el mensaje",
};

export function MessagesTable({ page, sort, dir }: { page: TablePage<ContactMessageDto>; sort: string; dir: SortDirection }) {
  const { remove } = useEntityActions("/api/messages", MESSAGES);
  const send = useServerRequest();

  const markRead = (message: ContactMessageDto, isRead: boolean) =>
    send(
      () => apiRequest("PATCH", `/api/messages/${message.id}`, { isRead }),
      isRead ? "Marcado como leído" : "Marcado como no leído",
      MESSAGES.updateFailed,
    );

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
      <DataTable
        label="Mensajes"
        columns={messageColumns({ markRead, remove })}
        page={page}
        sort={sort}
        dir={dir}
        emptyText="No hay mensajes."
      />
    </>
  );
}
