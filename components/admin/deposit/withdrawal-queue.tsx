"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { DownloadButton } from "@/components/shared/download-button";
import { Button } from "@/components/ui/button";
import { RowsTable } from "@/components/shared/rows-table";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { DeleteDialog } from "@/components/admin/delete-dialog";
import { SepaBatchButton } from "@/components/admin/sepa-batch-button";
import { apiRequest } from "@/lib/api-client";
import { formatDate, formatMoney } from "@/lib/format";
import { centsOf, decimalOf } from "@/lib/money";
import { WITHDRAWAL_STATUS_LABELS } from "@/lib/deposit/withdrawal-status";
import type { WithdrawalDto } from "@/server/deposit/withdrawals";
import type { ClubCash } from "@/server/bank/club-cash";

/**
 * The withdrawal queue (issue 51, item 6): by window, each window's total of what is asked for in
 * figures (the "todo el saldo" ones apart) against the club's cash as its last statement gave it and
 * what the deposit accounts hold, and its SEPA transfers
 * (the approved ones as a new batch, or the last batch again while it is on its way); Aprobar on each waiting one,
 * Anular (with a reason) on each not yet sent to the bank.
 */
export function WithdrawalQueue({ withdrawals, held, cash }: { withdrawals: WithdrawalDto[]; held: string; cash: ClubCash | null }) {
  const send = useServerRequest();
  const [cancelling, setCancelling] = useState<WithdrawalDto | null>(null);
  const windows = [...new Set(withdrawals.map((w) => w.windowDay))];
  return (
    <div className="grid gap-4">
      {windows.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Totales por ventana">
          {windows.map((day) => {
            const inWindow = withdrawals.filter((w) => w.windowDay === day);
            const total = decimalOf(inWindow.reduce((sum, w) => sum + (w.amount ? centsOf(w.amount) : 0n), 0n));
            const totals = inWindow.filter((w) => !w.amount).length;
            const approved = inWindow.filter((w) => w.status === "approved").length;
            // A batch of the window is on its way: it can be downloaded again (a GET only reads it).
            const lastBatch = inWindow.some((w) => w.status === "sent") ? day : null;
            return (
              <li key={day} className="flex flex-wrap items-center gap-2">
                <span>
                  Ventana del {formatDate(day)}: {formatMoney(total)}
                  {totals ? ` y ${totals === 1 ? "una retirada total" : `${totals} retiradas totales`}` : ""}, frente a{" "}
                  {cash
                    ? `${formatMoney(cash.balance)} en la cuenta del club (saldo del extracto del ${formatDate(cash.day)})`
                    : "la caja del club, que ningún extracto importado dice aún"}{" "}
                  y {formatMoney(held)} en las cuentas de depósito.
                </span>
                {approved > 0 && (
                  <SepaBatchButton
                    path="/api/deposit-withdrawals/transfers"
                    body={{ window: day }}
                    label={`Transferencias SEPA del ${formatDate(day)} (XML)`}
                    description={`Se pagarán ${approved === 1 ? "la retirada aprobada" : `las ${approved} retiradas aprobadas`} de la ventana del ${formatDate(day)} (las de todo el saldo, con sus intereses hasta ese día).`}
                  />
                )}
                {lastBatch !== null && (
                  <DownloadButton
                    href={`/api/deposit-withdrawals/transfers?window=${day}`}
                    failed="No se pudo descargar la remesa"
                    aria-label={`Descargar la última remesa del ${formatDate(day)}`}
                  >
                    Última remesa del {formatDate(day)}
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
              w.status === "requested" || w.status === "approved" ? (
                <div className="flex flex-wrap gap-2">
                  {w.status === "requested" && (
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
                  )}
                  <Button size="sm" variant="outline" onClick={() => setCancelling(w)} aria-label={`Anular la retirada de ${w.investor}`}>
                    Anular
                  </Button>
                </div>
              ) : (
                "—"
              ),
          },
        ]}
      />
      <DeleteDialog
        key={cancelling?.id ?? "none"}
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="¿Anular la retirada?"
        description={
          cancelling
            ? `La retirada de ${cancelling.amount ? formatMoney(cancelling.amount) : "todo el saldo"} de ${cancelling.investor} no se pagará; le avisaremos por email con el motivo.`
            : ""
        }
        askReason
        reasonPlaceholder="Por qué se anula: lo verá el inversor y queda en la actividad"
        confirmLabel="Anular"
        pendingLabel="Anulando..."
        onConfirm={async (reason?: string) =>
          send(
            () => apiRequest("POST", `/api/deposit-withdrawals/${cancelling!.id}/cancellation`, { reason }),
            "Retirada anulada",
            "No se pudo anular la retirada",
          )
        }
      />
    </div>
  );
}
