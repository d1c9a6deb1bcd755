"use client";

import { useState } from "react";
import { ListTable, type ListProps } from "@/components/admin/list-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import { useEntityActions, useServerRequest } from "@/components/admin/use-entity-actions";
import { apiRequest } from "@/lib/api-client";
import type { ContactMessageDto } from "@/server/contact/inbox";
import { messageColumns } from "./message-columns";
import { ReplyDialog } from "./reply-dialog";

const TEXTS = { label: "Mensajes", search: "Buscar por nombre, email o mensaje...", empty: "No hay mensajes." };
const FILTERS = (
  <FilterSelect
    name="read"
    label="Leídos"
    allLabel="Todos"
    options={[
      { value: "unread", label: "No leídos" },
      { value: "read", label: "Leídos" },
    ]}
  />
);
const MESSAGES = {
  created: "Mensaje guardado",
  updated: "Mensaje actualizado",
  deleted: "Mensaje eliminado",
  createFailed: "No se pudo guardar el mensaje",
  updateFailed: "No se pudo actualizar el mensaje",
  deleteFailed: "No se pudo eliminar el mensaje",
};

export function MessagesTable(list: ListProps<ContactMessageDto>) {
  const { remove } = useEntityActions("/api/messages", MESSAGES);
  const send = useServerRequest();
  const [replying, setReplying] = useState<ContactMessageDto | null>(null);

  const markRead = (message: ContactMessageDto, isRead: boolean) =>
    send(
      () => apiRequest("PATCH", `/api/messages/${message.id}`, { isRead }),
      isRead ? "Marcado como leído" : "Marcado como no leído",
      MESSAGES.updateFailed,
    );

  return (
    <>
      <ListTable {...list} texts={TEXTS} filters={FILTERS} columns={messageColumns({ markRead, reply: setReplying, remove })} />
      <ReplyDialog key={replying?.id ?? "none"} message={replying} onClose={() => setReplying(null)} />
    </>
  );
}
