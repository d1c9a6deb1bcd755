"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon } from "lucide-react";
import { HistoryButton } from "@/components/admin/audit/history-button";
import { DataTable } from "@/components/admin/data-table";
import { RowActions } from "@/components/admin/row-actions";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions } from "@/components/admin/use-entity-actions";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { initials } from "@/lib/session-user";
import type { SortDirection, TablePage } from "@/lib/table-query";
import type { InvestorDto } from "@/server/investors";
import { INVESTOR_MESSAGES, InvestorFormDialog } from "./investor-form-dialog";
import { PasswordLinkButton } from "./password-link-button";

const name = (i: InvestorDto) => [i.firstName, i.lastName].filter(Boolean).join(" ") || "N/A";

export function InvestorsTable({
  page,
  comerciales,
  sort,
  dir,
}: {
  page: TablePage<InvestorDto>;
  comerciales: string[];
  sort: string;
  dir: SortDirection;
}) {
  const { editing, open, setOpen, edit } = useEditDialog<InvestorDto>();
  const { remove } = useEntityActions("/api/users", INVESTOR_MESSAGES);

  const columns: ColumnDef<InvestorDto>[] = [
    {
      id: "name",
      header: "Nombre",
      meta: { sortKey: "firstName" },
      cell: ({ row }) => (
        <span className="flex items-center gap-2 font-medium">
          <Avatar className="size-8">
            <AvatarFallback className="text-xs">{initials(row.original)}</AvatarFallback>
          </Avatar>
          {name(row.original)}
        </span>
      ),
    },
    { id: "email", header: "Email", meta: { sortKey: "email" }, cell: ({ row }) => row.original.email ?? "N/A" },
    { id: "phone", header: "Teléfono", cell: ({ row }) => row.original.phone ?? "N/A" },
    { id: "comercial", header: "Comercial", meta: { sortKey: "comercial" }, cell: ({ row }) => row.original.comercial ?? "N/A" },
    { id: "createdAt", header: "Fecha de registro", meta: { sortKey: "createdAt" }, cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      id: "actions",
      header: "Acciones",
      meta: { className: "text-right" },
      cell: ({ row }) => (
        <RowActions
          label={name(row.original)}
          onEdit={() => edit(row.original)}
          onDelete={() => remove(row.original.id)}
          deleteDescription="Esta acción es permanente: se eliminarán el inversor y sus participaciones."
        >
          <HistoryButton entity="user" id={row.original.id} label={name(row.original)} />
          {row.original.email && <PasswordLinkButton investorId={row.original.id} name={name(row.original)} />}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <TableToolbar
        placeholder="Buscar por email, nombre, apellidos, teléfono o comercial..."
        actions={
          <Button onClick={() => edit(null)}>
            <PlusIcon aria-hidden /> Nuevo Inversor
          </Button>
        }
      >
        <FilterSelect
          name="comercial"
          label="Comercial"
          allLabel="Todos los comerciales"
          options={comerciales.map((c) => ({ value: c, label: c }))}
        />
      </TableToolbar>
      <DataTable label="Inversores" columns={columns} page={page} sort={sort} dir={dir} emptyText="No se encontraron inversores." />
      <InvestorFormDialog open={open} onOpenChange={setOpen} investor={editing} />
    </>
  );
}
