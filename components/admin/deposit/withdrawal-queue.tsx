"use client";

import { useRouter } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { DownloadButton } from "@/components/shared/download-button";
import { Button } from "@/components/ui/button";
import { RowsTable } from "@/components/shared/rows-table";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { apiRequest } from "@/lib/api-client";
import { formatDate, formatMoney } from "@/lib/format";
import { centsOf, decimalOf } from "@/lib/money";
import { WITHDRAWAL_STATUS_LABELS } from "@/lib/deposit/withdrawal-status";
import type { WithdrawalDto } from "@/server/deposit/withdrawals";

/**
 * The withdrawal queue (issue 51, item 6): by window, each window's total of what is asked for in
 * figures (the "todo el saldo" ones apart) against what the accounts hold, and its SEPA transfers
 * (the approved ones as a new batch, or the last batch again while it is on its way); Aprobar on each waiting one.
 */
export function WithdrawalQueue({ withdrawals, held }: { withdrawals: WithdrawalDto[]; held: string }) {
  const send = useServerRequest();
  const router = useRouter();
  const windows = [...new Set(withdrawals.map((w) => w.windowDay))];
  return (
    <div className="grid gap-4">
      {windows.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Totales por ventana">
          {windows.map((day) => {
            const inWindow = withdrawals.filter((w) => w.windowDay === day);
            const total = decimalOf(inWindow.reduce((sum, w) => sum + (w.amount ? centsOf(w.amount) : 0n), 0n));
            const totals = inWindow.filter((w) => !w.amount).length;
            const payable = inWindow.some((w) => w.status === "approved" || w.status === "sent");
            return (
              <li key={day} className="flex flex-wrap items-center gap-2">
                <span>
                  Ventana del {formatDate(day)}: {formatMoney(total)}
                  {totals ? ` y ${totals === 1 ? "una retirada total" : `${totals} retiradas totales`}` : ""}, frente a {formatMoney(held)}{" "}
                  en las cuentas.
                </span>
                {payable && (
                  <DownloadButton
                    href={`/api/deposit-withdrawals/transfers?window=${day}`}
                    failed="No se pudo preparar el fichero de transferencias"
                    onDownloaded={() => router.refresh()}
                  >
                    Transferencias SEPA del {formatDate(day)} (XML)
                  </DownloadButton>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <RowsTable<WithdrawalDto>
        label="Retiradas en cola"
        rows={withdrawals}
        rowTestId="withdrawal-queue-row"
        empty="No hay retiradas pendientes."
        columns={[
          { header: "Inversor", cell: (w) => w.investor },
          { header: "Importe", cell: (w) => (w.amount ? formatMoney(w.amount) : "Todo el saldo"), numeric: true },
          { header: "Ventana", cell: (w) => formatDate(w.windowDay) },
          { header: "Pedida", cell: (w) => formatDate(w.requestedAt) },
          { header: "Estado", cell: (w) => <Badge variant="secondary">{WITHDRAWAL_STATUS_LABELS[w.status] ?? w.status}</Badge> },
          {
            header: "Acciones",
            cell: (w) =>
              w.status === "requested" ? (
                <Button
                  size="sm"
                  onClick={() =>
                    void send(
                      () => apiRequest("POST", `/api/deposit-withdrawals/${w.id}/approval`, {}),
                      "Retirada aprobada",
                      "No se pudo aprobar la retirada",
                    )
                  }
                  aria-label={`Aprobar la retirada de ${w.investor}`}
                >
                  Aprobar
                </Button>
              ) : (
                "—"
              ),
          },
        ]}
      />
    </div>
  );
}
