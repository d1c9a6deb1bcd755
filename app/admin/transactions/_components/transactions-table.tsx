"use client";

import type { AdminEntity } from "@/components/admin/admin-entity";
import { EntityTable } from "@/components/admin/entity-table";
import type { ListProps } from "@/components/admin/list-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import { TRANSACTION_STATUS_OPTIONS, TRANSACTION_TYPES } from "@/lib/validations/transaction";
import type { TransactionDto } from "@/server/transactions/records";
import { TransactionFormDialog } from "./transaction-form-dialog";
import { transactionColumns } from "./transaction-columns";

export const TRANSACTIONS: AdminEntity = {
  endpoint: "/api/transactions",
  names: { singular: "Transacción", plural: "Transacciones", feminine: true },
  search: "Buscar por tipo, método, referencia, operación o usuario...",
};

const FILTERS = (
  <>
    <FilterSelect name="type" label="Tipo" allLabel="Todos los tipos" options={TRANSACTION_TYPES.map((t) => ({ value: t, label: t }))} />
    <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={TRANSACTION_STATUS_OPTIONS} />
  </>
);

export function TransactionsTable(list: ListProps<TransactionDto>) {
  return <EntityTable {...list} entity={TRANSACTIONS} columns={transactionColumns} filters={FILTERS} Dialog={TransactionFormDialog} />;
}
