"use client";

import { PlusIcon } from "lucide-react";
import { DataTable } from "@/components/admin/data-table";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions } from "@/components/admin/use-entity-actions";
import { Button } from "@/components/ui/button";
import type { SortDirection, TablePage } from "@/lib/table-query";
import type { InvestmentDto } from "@/server/investments";
import { INVESTMENT_MESSAGES, INVESTMENT_STATUS_OPTIONS, InvestmentFormDialog } from "./investment-form-dialog";
import { investmentColumns } from "./investment-columns";

export function InvestmentsTable({ page, sort, dir }: { page: TablePage<InvestmentDto>; sort: string; dir: SortDirection }) {
  const { editing, open, setOpen, edit } = useEditDialog<InvestmentDto>();
  const { remove } = useEntityActions("/api/investments", INVESTMENT_MESSAGES);
  const columns = investmentColumns({ edit, remove });
  return (
    <>
      <TableToolbar
        placeholder="Buscar por inversor u operación..."
        actions={
          <Button onClick={() => edit(null)}>
            <PlusIcon aria-hidden /> Nueva Participación
          </Button>
        }
      >
        <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={INVESTMENT_STATUS_OPTIONS} />
      </TableToolbar>
      <DataTable
        label="Participaciones"
        columns={columns}
        page={page}
        sort={sort}
        dir={dir}
        emptyText="No se encontraron participaciones."
      />
      <InvestmentFormDialog open={open} onOpenChange={setOpen} investment={editing} />
    </>
  );
}
