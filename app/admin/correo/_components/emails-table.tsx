"use client";

import { useState } from "react";
import { DataTable } from "@/components/admin/data-table";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError } from "@/lib/notify";
import type { SortDirection, TablePage } from "@/lib/table-query";
import type { EmailDetailDto, EmailDto } from "@/server/mail/admin";
import { EMAIL_STATUS_LABELS, emailColumns } from "./email-columns";
import { EmailDialog } from "./email-dialog";

const STATUS_OPTIONS = Object.entries(EMAIL_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export function EmailsTable({ page, sort, dir }: { page: TablePage<EmailDto>; sort: string; dir: SortDirection }) {
  const send = useServerRequest();
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

  const retry = (email: EmailDto) =>
    send(() => apiRequest("POST", `/api/emails/${email.id}/retry`), "Correo en cola de nuevo", "No se pudo reintentar el correo");

  return (
    <>
      <TableToolbar placeholder="Buscar por destinatario o asunto...">
        <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={STATUS_OPTIONS} />
      </TableToolbar>
      <DataTable
        label="Correo saliente"
        columns={emailColumns({ show, retry })}
        page={page}
        sort={sort}
        dir={dir}
        emptyText="No hay correos."
      />
      <EmailDialog email={shown} open={open} onOpenChange={setOpen} />
    </>
  );
}
