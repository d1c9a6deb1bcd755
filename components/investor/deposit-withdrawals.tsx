"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Badge } from "@/components/ui/badge";
import { RowsTable } from "@/components/shared/rows-table";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { formatDate, formatMoney } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { WITHDRAWAL_STATUS_LABELS } from "@/lib/deposit/withdrawal-status";
import type { WithdrawalDto } from "@/server/deposit/withdrawals";

/**
 * "Retirar" (issue 51, item 3): the investor asks for part of the balance or all of it, served in
 * the next operating window after the notice once the club approves it; a request still waiting may
 * be withdrawn.
 */
export function DepositWithdrawals({
  withdrawals,
  nextWindow,
  accountStatus,
}: {
  withdrawals: WithdrawalDto[];
  nextWindow: string | null;
  accountStatus: string;
}) {
  const id = useId();
  const router = useRouter();
  const [amount, setAmount] = useState("");
  const [all, setAll] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function run(request: () => Promise<unknown>, done: string, failed: string) {
    setPending(true);
    try {
      await request();
      notifySuccess(done);
      setError(null);
      setAmount("");
      setAll(false);
      router.refresh();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.amount) setError(failure.fields.amount);
      notifyError(failed, failureMessage(failure, "Inténtalo de nuevo"));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-4">
      {accountStatus !== "open" && (
        <p className="text-sm" role="status">
          {accountStatus === "closing"
            ? "Tu cuenta se está cerrando: el club ha enviado al banco la transferencia de su saldo y sus intereses."
            : "Tu cuenta está cerrada: el banco ha pagado su saldo y sus intereses."}
        </p>
      )}
      {accountStatus === "open" && (
        <form
          noValidate
          className="grid max-w-md gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              () => apiRequest("POST", "/api/deposit-accounts/mine/withdrawals", { amount: all ? "all" : amount }),
              "Retirada pedida",
              "No se pudo pedir la retirada",
            );
          }}
        >
          <p className="text-sm text-muted-foreground">
            {nextWindow
              ? `Si la pides hoy, se atiende en la ventana del ${formatDate(nextWindow)}, cuando el club la apruebe.`
              : "El club no tiene ventanas de liquidez configuradas."}
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-amount`}>Importe a retirar (€)</Label>
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              value={amount}
              disabled={all}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id={`${id}-all`} checked={all} onCheckedChange={(checked) => setAll(checked === true)} />
            <Label htmlFor={`${id}-all`} className="font-normal">
              Retirarlo todo (saldo e intereses; cierra la cuenta)
            </Label>
          </div>
          <Button type="submit" className="w-fit" disabled={pending}>
            {pending ? "Enviando..." : "Pedir la retirada"}
          </Button>
        </form>
      )}
      <RowsTable<WithdrawalDto>
        label="Mis retiradas"
        rows={withdrawals}
        rowTestId="deposit-withdrawal"
        empty="No has pedido ninguna retirada."
        columns={[
          { header: "Pedida", cell: (w) => formatDate(w.requestedAt) },
          { header: "Importe", cell: (w) => (w.amount ? formatMoney(w.amount) : "Todo el saldo"), numeric: true },
          { header: "Ventana", cell: (w) => formatDate(w.windowDay) },
          { header: "Estado", cell: (w) => <Badge variant="secondary">{WITHDRAWAL_STATUS_LABELS[w.status] ?? w.status}</Badge> },
          {
            header: "Acciones",
            cell: (w) =>
              w.status === "requested" ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={pending}
                  onClick={() =>
                    void run(
                      () => apiRequest("DELETE", `/api/deposit-accounts/mine/withdrawals/${w.id}`),
                      "Retirada anulada",
                      "No se pudo anular la retirada",
                    )
                  }
                >
                  Anular
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
