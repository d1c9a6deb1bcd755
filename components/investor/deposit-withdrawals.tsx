"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { FieldGroup } from "@/components/ui/field";
import { FormCheckbox, FormMoneyInput } from "@/components/admin/form-fields";
import { RowsTable } from "@/components/shared/rows-table";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { formatDate, formatMoney } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { WITHDRAWAL_STATUS_LABELS } from "@/lib/deposit/withdrawal-status";
import { withdrawalFormSchema, type WithdrawalFormValues, type WithdrawalRequest } from "@/lib/validations/deposit-withdrawal";
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
  const router = useRouter();
  const [cancelling, setCancelling] = useState(false);
  const form = useForm<WithdrawalFormValues, unknown, WithdrawalRequest>({
    resolver: zodResolver(withdrawalFormSchema),
    defaultValues: { amount: "", all: false },
  });
  const all = useWatch({ control: form.control, name: "all" });

  async function ask(values: WithdrawalRequest) {
    try {
      await apiRequest("POST", "/api/deposit-accounts/mine/withdrawals", values);
      notifySuccess("Retirada pedida");
      form.reset();
      router.refresh();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.amount) form.setError("amount", { message: failure.fields.amount });
      notifyError("No se pudo pedir la retirada", failureMessage(failure, "Inténtalo de nuevo"));
    }
  }

  async function cancel(id: string) {
    setCancelling(true);
    try {
      await apiRequest("DELETE", `/api/deposit-accounts/mine/withdrawals/${id}`);
      notifySuccess("Retirada anulada");
      router.refresh();
    } catch (failure) {
      notifyError("No se pudo anular la retirada", failureMessage(failure, "Inténtalo de nuevo"));
    } finally {
      setCancelling(false);
    }
  }

  const pending = form.formState.isSubmitting || cancelling;
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
        <form noValidate className="max-w-md" onSubmit={form.handleSubmit(ask)}>
          <FieldGroup>
            <p className="text-sm text-muted-foreground">
              {nextWindow
                ? `Si la pides hoy, se atiende en la ventana del ${formatDate(nextWindow)}, cuando el club la apruebe.`
                : "El club no tiene ventanas de liquidez configuradas."}
            </p>
            <FormMoneyInput form={form} name="amount" label="Importe a retirar (€)" disabled={all} />
            <FormCheckbox form={form} name="all" label="Retirarlo todo (saldo e intereses; cierra la cuenta)" />
            <Button type="submit" className="w-fit" disabled={pending}>
              {form.formState.isSubmitting ? "Enviando..." : "Pedir la retirada"}
            </Button>
          </FieldGroup>
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
                <Button size="sm" variant="outline" disabled={pending} onClick={() => void cancel(w.id)}>
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
