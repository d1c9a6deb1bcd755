"use client";

import { ListTable, type ListProps } from "@/components/admin/list-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { useLoadOnOpen } from "@/components/admin/use-load-on-open";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError } from "@/lib/notify";
import type { EmailDetailDto, EmailDto } from "@/server/mail/admin";
import { EMAIL_STATUS_LABELS, emailColumns } from "./email-columns";
import { EmailDialog } from "./email-dialog";

const TEXTS = { label: "Correo saliente", search: "Buscar por destinatario o asunto...", empty: "No hay correos." };
const STATUS_OPTIONS = Object.entries(EMAIL_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const FILTERS = <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={STATUS_OPTIONS} />;

export function EmailsTable(list: ListProps<EmailDto>) {
  const send = useServerRequest();
  const email = useLoadOnOpen<EmailDetailDto>();

  const show = (row: EmailDto) =>
    email.show(
      (signal) => apiRequest<EmailDetailDto>("GET", `/api/emails/${row.id}`, undefined, { signal }),
      (error) => {
        email.setOpen(false);
        notifyError("Error", failureMessage(error, "No se pudo abrir el correo"));
      },
    );

  const retry = (email: EmailDto) =>
    send(() => apiRequest("POST", `/api/emails/${email.id}/retry`), "Correo en cola de nuevo", "No se pudo reintentar el correo");

  return (
    <>
      <ListTable {...list} texts={TEXTS} filters={FILTERS} columns={emailColumns({ show, retry })} />
      <EmailDialog email={email.data} open={email.open} onOpenChange={email.setOpen} />
    </>
  );
}
