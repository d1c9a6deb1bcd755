"use client";

import { useState } from "react";
import { DeleteDialog } from "@/components/admin/delete-dialog";
import { RowsTable } from "@/components/shared/rows-table";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { formatDate, formatDateTime } from "@/lib/format";
import { notifyError } from "@/lib/notify";
import type { BlockedAccountDto, ClosedAccountDto } from "@/server/account/blocked";

/**
 * Configuración, "Cuentas cerradas": each closed account by its pseudonym, when its blocked data may
 * be destroyed, and "Ver datos bloqueados" — for a court or an authority: the reason is asked and
 * the reading goes to the audit log.
 */
export function ClosedAccounts({ accounts }: { accounts: ClosedAccountDto[] }) {
  const [asking, setAsking] = useState<ClosedAccountDto | null>(null);
  const [shown, setShown] = useState<BlockedAccountDto | null>(null);

  async function read(reason?: string) {
    try {
      setShown(await apiRequest<BlockedAccountDto>("POST", `/api/closed-accounts/${asking!.id}/blocked-data`, { reason }));
      return true;
    } catch (error) {
      notifyError("Error", failureMessage(error, "No se pudieron leer los datos bloqueados"));
      return false;
    }
  }

  return (
    <>
      <RowsTable
        label="Cuentas cerradas"
        rows={accounts}
        empty="Ninguna cuenta cerrada con datos bloqueados."
        columns={[
          { header: "Cuenta", cell: (account) => account.name },
          { header: "Cerrada", cell: (account) => formatDate(account.closedAt) },
          { header: "Se destruye desde", cell: (account) => formatDate(account.destroyAfter) },
          {
            header: "Datos bloqueados",
            cell: (account) => (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setAsking(account)}
                aria-label={`Ver los datos bloqueados de ${account.name}`}
              >
                Ver datos bloqueados
              </Button>
            ),
          },
        ]}
      />
      <DeleteDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title="¿Ver los datos bloqueados?"
        description="Solo para atender a jueces, tribunales o autoridades. La consulta y su motivo quedan en la actividad."
        askReason
        confirmLabel="Ver los datos"
        pendingLabel="Abriendo..."
        reasonPlaceholder="Motivo: requerimiento, número de procedimiento…"
        onConfirm={read}
      />
      <Dialog open={shown !== null} onOpenChange={(open) => !open && setShown(null)}>
        <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Datos bloqueados de {shown?.name}</DialogTitle>
            <DialogDescription>
              Cerrada el {shown && formatDateTime(shown.closedAt)}; se destruyen desde el {shown && formatDate(shown.destroyAfter)}.
            </DialogDescription>
          </DialogHeader>
          <pre tabIndex={0} className="overflow-x-auto rounded bg-muted p-3 text-xs whitespace-pre-wrap">
            {shown && JSON.stringify({ identidad: shown.identity, motivoDelCierre: shown.reason, actividad: shown.auditRows }, null, 2)}
          </pre>
        </DialogContent>
      </Dialog>
    </>
  );
}
