"use client";

import { PlusIcon } from "lucide-react";
import { DataTable } from "@/components/admin/data-table";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions } from "@/components/admin/use-entity-actions";
import { Button } from "@/components/ui/button";
import type { SortDirection, TablePage } from "@/lib/table-query";
import { TRANSACTION_STATUSES, TRANSACTION_STATUS_LABELS, TRANSACTION_TYPES } from "@/lib/validations/transaction";
import type { TransactionDto } from "@/server/transactions/records";
import { TRANSACTION_MESSAGES, TransactionFormDialog } from "./transaction-form-dialog";
import { transactionColumns } from "./transaction-columns";

export function TransactionsTable({ page, sort, dir }: { page: TablePage<TransactionDto>; sort: string; dir: SortDirection }) {
  const { editing, open, setOpen, edit } = useEditDialog<TransactionDto>();
  const { remove } = useEntityActions("/api/transactions", TRANSACTION_MESSAGES);

  const columns = transactionColumns({ edit, remove });

  return (
    <>
      <TableToolbar
        placeholder="Buscar por tipo, método, referencia, operación o usuario..."
        actions={
          <Button onClick={() => edit(null)}>
            <PlusIcon aria-hidden /> Nueva Transacción
          </Button>
        }
      >
        <FilterSelect
          name="type"
          label="Tipo"
          allLabel="Todos los tipos"
          options={TRANSACTION_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <FilterSelect
          name="status"
          label="Estado"
          allLabel="Todos los estados"
          options={TRANSACTION_STATUSES.map((s) => ({ value: s, label: TRANSACTION_STATUS_LABELS[s] }))}
        />
      </TableToolbar>
      <DataTable label="Transacciones" columns={columns} page={page} sort={sort} dir={dir} emptyText="No se encontraron transacciones." />
      <TransactionFormDialog open={open} onOpenChange={setOpen} transaction={editing} />
    </>
  );
}
