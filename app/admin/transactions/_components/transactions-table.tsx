"use client";

import type { AdminEntity } from "@/components/admin/admin-entity";
import { EntityTable } from "@/components/admin/entity-table";
import type { ListProps } from "@/components/admin/list-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import { ExportCsvLink } from "@/components/admin/export-csv-link";
import type { RowHandlers } from "@/components/admin/row-handlers";
import { TRANSACTION_STATUS_OPTIONS, TRANSACTION_TYPE_LABELS } from "@/lib/validations/transaction";
import type { TransactionDto } from "@/server/transactions/records";
import { TransactionFormDialog } from "./transaction-form-dialog";
import { transactionColumns } from "./transaction-columns";

export const TRANSACTIONS: AdminEntity = {
  endpoint: "/api/transactions",
  names: { singular: "Transacción", plural: "Transacciones", feminine: true },
  search: "Buscar por tipo, método, referencia, operación o usuario...",
};

/** The query keys the movements CSV carries over from the list (its search and filters). */
export const TRANSACTION_EXPORT_KEYS = ["q", "type", "status", "operationId", "userId", "investmentId"] as const;
const TYPE_OPTIONS = Object.entries(TRANSACTION_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/**
 * Transacciones, or the movements of one operation or investor (`fixed`: their page fixes
 * `operationId` or `userId`, which the CSV carries too).
 */
export function TransactionsTable({ fixed, ...list }: ListProps<TransactionDto> & { fixed?: Record<string, string> }) {
  const filters = (
    <>
      <FilterSelect name="type" label="Tipo" allLabel="Todos los tipos" options={TYPE_OPTIONS} />
      <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={TRANSACTION_STATUS_OPTIONS} />
      <ExportCsvLink endpoint="/api/transactions/export" keys={TRANSACTION_EXPORT_KEYS} fixed={fixed} />
    </>
  );
  // On the operation's or the investor's page, the column of what the page fixes says nothing.
  const hidden = new Set([fixed?.operationId && "operation", fixed?.userId && "user"]);
  const columns = (handlers: RowHandlers<TransactionDto>) => transactionColumns(handlers).filter((column) => !hidden.has(column.id));
  return <EntityTable {...list} entity={TRANSACTIONS} columns={columns} filters={filters} Dialog={TransactionFormDialog} />;
}
