"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { MailOpenIcon, MailIcon, ReplyIcon } from "lucide-react";
import { RowActionItem, RowActions } from "@/components/admin/row-actions";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import type { ContactMessageDto } from "@/server/contact/inbox";
import { actionsColumn } from "@/components/admin/actions-column";
import { nameColumn } from "@/components/admin/columns";
import { Token } from "@/components/shared/breakable";

/** What a message's row actions call: mark it read or unread, delete it. */
export type MessageRowHandlers = {
  markRead: (message: ContactMessageDto, isRead: boolean) => void;
  reply: (message: ContactMessageDto) => void;
  remove: (id: string) => Promise<boolean>;
};

/** The columns of the contact messages table. */
export function messageColumns({ markRead, reply, remove }: MessageRowHandlers): ColumnDef<ContactMessageDto>[] {
  return [
    { id: "date", header: "Fecha", meta: { sortKey: "createdAt" }, cell: ({ row }) => formatDate(row.original.createdAt) },
    nameColumn<ContactMessageDto>("name", "Nombre"),
    {
      id: "email",
      header: "Email",
      cell: ({ row }) => (
        <span className="grid">
          <span>
            <Token text={row.original.email} />
          </span>
          {/* Someone the club knows: their page, with their money and papers. */}
          {row.original.investorId && (
            <Link href={`/admin/inversores/${row.original.investorId}`} className="text-xs underline">
              Ficha del inversor
            </Link>
          )}
        </span>
      ),
    },
    { id: "phone", header: "Teléfono", cell: ({ row }) => row.original.phone ?? "N/A" },
    { id: "message", header: "Mensaje", cell: ({ row }) => <p className="max-w-md text-sm whitespace-pre-line">{row.original.message}</p> },
    {
      id: "read",
      header: "Estado",
      cell: ({ row }) => (
        <span className="grid gap-1">
          {row.original.isRead ? <Badge variant="secondary">Leído</Badge> : <Badge>No leído</Badge>}
          {row.original.replies ? (
            <span className="text-xs text-muted-foreground">
              {row.original.replies === 1 ? "1 respuesta" : `${row.original.replies} respuestas`}
            </span>
          ) : null}
        </span>
      ),
    },
    actionsColumn<ContactMessageDto>(({ row }) => (
      <RowActions
        label={`mensaje de ${row.original.name}`}
        onDelete={() => remove(row.original.id)}
        deleteDescription="Esta acción es permanente: el mensaje se eliminará."
      >
        <RowActionItem icon={ReplyIcon} name={`Responder a ${row.original.name}`} onSelect={() => reply(row.original)}>
          Responder
        </RowActionItem>
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
