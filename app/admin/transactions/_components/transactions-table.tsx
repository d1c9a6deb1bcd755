"use client";

import { EntityTable, type ListProps } from "@/components/admin/entity-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import { TRANSACTION_STATUS_OPTIONS, TRANSACTION_TYPES } from "@/lib/validations/transaction";
import type { TransactionDto } from "@/server/transactions/records";
import { TRANSACTION_MESSAGES, TransactionFormDialog } from "./transaction-form-dialog";
import { transactionColumns } from "./transaction-columns";

const TYPE_OPTIONS = TRANSACTION_TYPES.map((t) => ({ value: t, label: t }));

export function TransactionsTable(list: ListProps<TransactionDto>) {
  return (
    <EntityTable
      {...list}
      endpoint="/api/transactions"
      messages={TRANSACTION_MESSAGES}
      columns={transactionColumns}
      label="Transacciones"
      emptyText="No se encontraron transacciones."
      searchPlaceholder="Buscar por tipo, método, referencia, operación o usuario..."
      newLabel="Nueva Transacción"
      filters={
        <>
          <FilterSelect name="type" label="Tipo" allLabel="Todos los tipos" options={TYPE_OPTIONS} />
          <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={TRANSACTION_STATUS_OPTIONS} />
        </>
      }
      dialog={(props) => <TransactionFormDialog {...props} />}
    />
  );
}
