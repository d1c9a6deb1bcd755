"use client";

import { TransactionStatusBadge } from "@/components/dashboard/transaction-status-badge";
import { TransactionTypeBadge } from "@/components/dashboard/transaction-type-badge";
import { formatFieldValue } from "@/lib/fields/format-field";
import { TRANSACTION_FIELDS as FIELDS } from "@/lib/fields/transaction";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import type { MovementDto } from "@/server/ledger/movements";
import { entityActionsColumn } from "@/components/admin/actions-column";
import { describedColumn, investorPage, operationColumn } from "@/components/admin/columns";
import Link from "next/link";
import { Undo2Icon } from "lucide-react";
import { RowActionItem } from "@/components/admin/row-actions";

/** User column (docs/specification.md §2): N/A without one, Usuario desconocido when it no longer exists. */
function userLabel(t: MovementDto): string {
  if (!t.userId) return "N/A";
  return t.userName ?? "Usuario desconocido";
}

/** A completed movement the club typed, not cancelled yet: "Anular con un contramovimiento" (docs/product.md, "The ledger"). */
export const reversible = (t: MovementDto) => t.status === "completed" && !t.system && !t.reversedById;

/** The columns of the transaction table; `onReverse` opens the counter-movement's dialog. */
export function transactionColumns(
  handlers: RowHandlers<MovementDto>,
  onReverse: (transaction: MovementDto) => void,
): ColumnDef<MovementDto>[] {
  return [
    {
      id: "type",
      header: FIELDS.type.label,
      meta: { sortKey: "type" },
      cell: ({ row }) => <TransactionTypeBadge type={row.original.type} />,
    },
    describedColumn<MovementDto>(FIELDS.amount, "amount"),
    operationColumn<MovementDto>(),
    {
      id: "user",
      header: FIELDS.userId.label,
      meta: { className: "min-w-28 whitespace-normal" },
      cell: ({ row }) =>
        row.original.userId && row.original.userName ? (
          <Link href={investorPage(row.original.userId)} className="hover:underline">
            {row.original.userName}
          </Link>
        ) : (
          userLabel(row.original)
        ),
    },
    describedColumn<MovementDto>(FIELDS.paymentMethod, "paymentMethod", { sortable: false, missing: "N/A" }),
    describedColumn<MovementDto>(FIELDS.reference, "reference", { sortable: false, missing: "N/A" }),
    describedColumn<MovementDto>(FIELDS.transactionDate, "transactionDate"),
    {
      id: "status",
      header: FIELDS.status.label,
      meta: { sortKey: "status" },
      cell: ({ row }) => <TransactionStatusBadge status={row.original.status} />,
    },
    entityActionsColumn(handlers, {
      entity: "transaction",
      label: (transaction) => transaction.reference ?? transaction.id,
      deleteDescription: (transaction) =>
        `Se eliminará el movimiento ${transaction.reference ?? ""} de ${formatFieldValue(FIELDS.amount, transaction.amount)}: no movió dinero (pendiente o fallido); queda en la actividad.`,
      // Money that moved, or a movement the platform made, is never deleted; the club's own is cancelled by a counter-movement.
      deletable: (transaction) => transaction.status !== "completed" && !transaction.system,
      readOnly: (transaction) => transaction.system,
      more: (transaction) =>
        reversible(transaction) ? (
          <RowActionItem
            icon={Undo2Icon}
            name={`Anular ${transaction.reference ?? transaction.id}`}
            onSelect={() => onReverse(transaction)}
          >
            Anular con un contramovimiento
          </RowActionItem>
        ) : null,
    }),
  ];
}
