"use client";

import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { EyeIcon, RotateCwIcon } from "lucide-react";
import { DataTable } from "@/components/admin/data-table";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { SortDirection, TablePage } from "@/lib/table-query";
import type { EmailDetailDto, EmailDto } from "@/server/mail/admin";

export const EMAIL_STATUS_LABELS: Record<string, string> = {
  pending: "Pendiente",
  sending: "Enviando",
  sent: "Enviado",
  failed: "Fallido",
  held: "Retenido",
};
const STATUS_OPTIONS = Object.entries(EMAIL_STATUS_LABELS).map(([value, label]) => ({ value, label }));

function StatusBadge({ status }: { status: string }) {
  const variant = status === "failed" ? "destructive" : status === "sent" ? "secondary" : "outline";
  return <Badge variant={variant}>{EMAIL_STATUS_LABELS[status] ?? status}</Badge>;
}

export function EmailsTable({ page, sort, dir }: { page: TablePage<EmailDto>; sort: string; dir: SortDirection }) {
  const router = useRouter();
  const [shown, setShown] = useState<EmailDetailDto | null>(null);
  const [open, setOpen] = useState(false);

  async function show(email: EmailDto) {
    setShown(null);
    setOpen(true);
    try {
      setShown(await apiRequest<EmailDetailDto>("GET", `/api/emails/${email.id}`));
    } catch (error) {
      setOpen(false);
      notifyError("Error", failureMessage(error, "No se pudo abrir el correo"));
    }
  }

  async function retry(email: EmailDto) {
    try {
      await apiRequest("POST", `/api/emails/${email.id}/retry`);
      notifySuccess("Correo en cola de nuevo");
      router.refresh();
    } catch (error) {
      notifyError("Error", failureMessage(error, "No se pudo reintentar el correo"));
    }
  }

  const columns: ColumnDef<EmailDto>[] = [
    { id: "createdAt", header: "Fecha", meta: { sortKey: "createdAt" }, cell: ({ row }) => formatDateTime(row.original.createdAt) },
    { id: "to", header: "Para", meta: { sortKey: "to" }, cell: ({ row }) => row.original.to },
    { id: "subject", header: "Asunto", cell: ({ row }) => <span className="font-medium">{row.original.subject}</span> },
    {
      id: "status",
      header: "Estado",
      meta: { sortKey: "status" },
      cell: ({ row }) => (
        <span className="grid gap-1">
          <StatusBadge status={row.original.status} />
          {row.original.lastError && <span className="max-w-xs text-xs text-destructive">{row.original.lastError}</span>}
        </span>
      ),
    },
    {
      id: "actions",
      header: "Acciones",
      meta: { className: "text-right" },
      cell: ({ row }) => (
        <span className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" aria-label={`Ver el correo: ${row.original.subject}`} onClick={() => show(row.original)}>
            <EyeIcon aria-hidden />
          </Button>
          {row.original.status === "failed" && (
            <Button variant="outline" size="sm" onClick={() => retry(row.original)}>
              <RotateCwIcon aria-hidden /> Reintentar
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <TableToolbar placeholder="Buscar por destinatario o asunto...">
        <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={STATUS_OPTIONS} />
      </TableToolbar>
      <DataTable label="Correo saliente" columns={columns} page={page} sort={sort} dir={dir} emptyText="No hay correos." />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{shown?.subject ?? "Correo"}</DialogTitle>
            {shown && (
              <DialogDescription>
                Para {shown.to} · {formatDateTime(shown.createdAt)} · {EMAIL_STATUS_LABELS[shown.status] ?? shown.status}
              </DialogDescription>
            )}
          </DialogHeader>
          {shown ? <pre className="rounded-md bg-muted p-4 font-sans text-sm whitespace-pre-wrap">{shown.text}</pre> : <Spinner />}
        </DialogContent>
      </Dialog>
    </>
  );
}
