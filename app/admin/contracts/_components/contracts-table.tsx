"use client";

import { PlusIcon } from "lucide-react";
import { DataTable } from "@/components/admin/data-table";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions } from "@/components/admin/use-entity-actions";
import { Button } from "@/components/ui/button";
import type { SortDirection, TablePage } from "@/lib/table-query";
import { CONTRACT_STATUSES, CONTRACT_STATUS_LABELS } from "@/lib/validations/contract";
import type { ContractDto } from "@/server/contracts";
import { CONTRACT_MESSAGES, ContractFormDialog } from "./contract-form-dialog";
import { contractColumns } from "./contract-columns";

const STATUS_OPTIONS = CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_LABELS[s] }));

export function ContractsTable({
  page,
  sort,
  dir,
  maxUploadMb,
}: {
  page: TablePage<ContractDto>;
  sort: string;
  dir: SortDirection;
  maxUploadMb: number;
}) {
  const { editing, open, setOpen, edit } = useEditDialog<ContractDto>();
  const { remove } = useEntityActions("/api/contracts", CONTRACT_MESSAGES);
  const columns = contractColumns({ edit, remove });
  return (
    <>
      <TableToolbar
        placeholder="Buscar por título, tipo u operación..."
        actions={
          <Button onClick={() => edit(null)}>
            <PlusIcon aria-hidden /> Nuevo Contrato
          </Button>
        }
      >
        <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={STATUS_OPTIONS} />
      </TableToolbar>
      <DataTable label="Contratos" columns={columns} page={page} sort={sort} dir={dir} emptyText="No se encontraron contratos." />
      <ContractFormDialog open={open} onOpenChange={setOpen} contract={editing} maxUploadMb={maxUploadMb} />
    </>
  );
}
