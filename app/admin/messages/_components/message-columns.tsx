"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { MailOpenIcon, MailIcon } from "lucide-react";
import { RowActionItem, RowActions } from "@/components/admin/row-actions";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import type { ContactMessageDto } from "@/server/contact/inbox";
import { actionsColumn } from "@/components/admin/actions-column";
import { nameColumn } from "@/components/admin/columns";

/** What a message's row actions call: mark it read or unread, delete it. */
export type MessageRowHandlers = {
  markRead: (message: ContactMessageDto, isRead: boolean) => void;
  remove: (id: string) => Promise<boolean>;
};

/** The columns of the contact messages table. */
export function messageColumns({ markRead, remove }: MessageRowHandlers): ColumnDef<ContactMessageDto>[] {
  return [
    { id: "date", header: "Fecha", meta: { sortKey: "createdAt" }, cell: ({ row }) => formatDate(row.original.createdAt) },
    nameColumn<ContactMessageDto>("name", "Nombre"),
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
    actionsColumn<ContactMessageDto>(({ row }) => (
      <RowActions
        label={`mensaje de ${row.original.name}`}
        onDelete={() => remove(row.original.id)}
        deleteDescription="Esta acción es permanente: el mensaje se eliminará."
      >
        <RowActionItem
          icon={row.original.isRead ? MailIcon : MailOpenIcon}
          name={row.original.isRead ? `Marcar como no leído: ${row.original.name}` : `Marcar como leído: ${row.original.name}`}
          onSelect={() => markRead(row.original, !row.original.isRead)}
        >
          {row.original.isRead ? "Marcar como no leído" : "Marcar como leído"}
        </RowActionItem>
      </RowActions>
    )),
  ];
}
