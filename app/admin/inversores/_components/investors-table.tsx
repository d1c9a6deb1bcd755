"use client";

import { PlusIcon } from "lucide-react";
import { DataTable } from "@/components/admin/data-table";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions } from "@/components/admin/use-entity-actions";
import { Button } from "@/components/ui/button";
import type { SortDirection, TablePage } from "@/lib/table-query";
import type { InvestorDto } from "@/server/investors";
import { INVESTOR_MESSAGES, InvestorFormDialog } from "./investor-form-dialog";
import { investorColumns } from "./investor-columns";

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

  const columns = investorColumns({ edit, remove });

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
