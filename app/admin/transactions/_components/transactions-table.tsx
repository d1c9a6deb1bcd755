"use client";

import type { AdminEntity } from "@/components/admin/admin-entity";
import { EntityTable } from "@/components/admin/entity-table";
import type { ListProps } from "@/components/admin/list-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import { ExportCsvLink } from "@/components/admin/export-csv-link";
import type { RowHandlers } from "@/components/admin/row-handlers";
import { TRANSACTION_STATUS_OPTIONS, TRANSACTION_TYPE_LABELS } from "@/lib/validations/transaction";
import type { MovementDto } from "@/server/ledger/movements";
import { useState } from "react";
import { DeleteDialog } from "@/components/admin/delete-dialog";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { apiRequest } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
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
export function TransactionsTable({ fixed, ...list }: ListProps<MovementDto> & { fixed?: Record<string, string> }) {
  const filters = (
    <>
      <FilterSelect name="type" label="Tipo" allLabel="Todos los tipos" options={TYPE_OPTIONS} />
      <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={TRANSACTION_STATUS_OPTIONS} />
      <ExportCsvLink endpoint="/api/transactions/export" keys={TRANSACTION_EXPORT_KEYS} fixed={fixed} />
    </>
  );
  // On the operation's or the investor's page, the column of what the page fixes says nothing.
  const hidden = new Set([fixed?.operationId && "operation", fixed?.userId && "user"]);
  const [reversing, setReversing] = useState<MovementDto | null>(null);
  const send = useServerRequest();
  const columns = (handlers: RowHandlers<MovementDto>) =>
    transactionColumns(handlers, setReversing).filter((column) => !hidden.has(column.id));
  return (
    <EntityTable {...list} entity={TRANSACTIONS} columns={columns} filters={filters} Dialog={TransactionFormDialog}>
      <DeleteDialog
        open={reversing !== null}
        onOpenChange={(open) => !open && setReversing(null)}
        title="¿Anular con un contramovimiento?"
        description={
          reversing
            ? `Se registrará un movimiento de ${formatMoney(`-${reversing.amount}`)} con la misma fecha valor que lo compensa; el original se conserva y los dos quedan en la actividad.`
            : ""
        }
        askReason
        confirmLabel="Anular"
        pendingLabel="Anulando..."
        reasonPlaceholder="Por qué se anula: queda en la actividad"
        onConfirm={(reason) =>
          send(
            () => apiRequest("POST", `/api/transactions/${reversing!.id}/reversal`, { reason }),
            "Movimiento anulado con un contramovimiento",
            "No se pudo anular el movimiento",
          )
        }
      />
    </EntityTable>
  );
}
