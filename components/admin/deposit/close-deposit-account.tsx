"use client";

import { Button } from "@/components/ui/button";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { DeleteDialog } from "@/components/admin/delete-dialog";
import { apiRequest } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";

/**
 * "Cerrar" on an open deposit account (issue 64, item 2): with a reason, its pending withdrawals give
 * way to one of everything, paid in today's transfers with the interest to the day; an account with
 * nothing to transfer closes at once.
 */
export function CloseDepositAccount({ account }: { account: { id: string; investor: string; balance: string } }) {
  const send = useServerRequest();
  return (
    <DeleteDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Cerrar la cuenta de depósito de ${account.investor}`}>
          Cerrar
        </Button>
      }
      title="¿Cerrar la cuenta de depósito?"
      description={`Se transferirá a ${account.investor} todo su saldo (${formatMoney(account.balance)}) con los intereses hasta el día de la transferencia, menos su retención, en las transferencias de hoy (Retiradas); si no tiene saldo ni intereses pendientes, se cierra ahora. Sus retiradas pendientes se anulan; le avisaremos por email con el motivo.`}
      askReason
      reasonPlaceholder="Por qué se cierra: lo verá el inversor y queda en la actividad"
      confirmLabel="Cerrar la cuenta"
      pendingLabel="Cerrando..."
      onConfirm={async (reason?: string) =>
        send(
          () => apiRequest("POST", `/api/deposit-accounts/${account.id}/closure`, { reason }),
          (answer) =>
            (answer as { windowDay: string | null }).windowDay === null
              ? "Cuenta de depósito cerrada: no tenía saldo que transferir"
              : "Cierre ordenado: transfiere el saldo en Retiradas",
          "No se pudo cerrar la cuenta de depósito",
        )
      }
    />
  );
}
