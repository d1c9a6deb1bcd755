"use client";

import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DeleteDialog } from "@/components/admin/delete-dialog";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { apiRequest, downloadFile } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";

/** What POST …/sepa and POST /api/deposit-withdrawals/transfers answer. */
type MadeBatch = { number: number; transfers: number; total: string; leftOut: number; download: string };

/**
 * Makes a SEPA batch of the transfers waiting (issue 64, item 5): the admin is asked first, since
 * making it marks them sent to the bank and e-mails each payee; then its file is downloaded, by a GET
 * that only reads it. `path` is the batch's address; `body` what the POST sends (a window).
 */
export function SepaBatchButton({ path, body, label, description }: { path: string; body?: object; label: string; description: string }) {
  const send = useServerRequest();
  return (
    <DeleteDialog
      trigger={
        <Button type="button" variant="outline">
          <DownloadIcon aria-hidden /> {label}
        </Button>
      }
      title="¿Hacer la remesa de transferencias?"
      description={`${description} Quedarán marcadas como enviadas al banco y cada beneficiario recibirá un aviso; sube el fichero que se descarga a la banca del club.`}
      confirmLabel="Hacer la remesa"
      pendingLabel="Haciendo la remesa..."
      confirmVariant="default"
      onConfirm={() =>
        send(
          async () => {
            const batch = await apiRequest<MadeBatch>("POST", path, body);
            await downloadFile(batch.download);
            return batch;
          },
          "Remesa hecha y descargada: súbela a la banca del club",
          "No se pudo hacer la remesa de transferencias",
        )
      }
    />
  );
}

/** "3 transferencias por 12.345,67 €". */
export const transfersText = (count: number, total: string) =>
  `${count} ${count === 1 ? "transferencia" : "transferencias"} por ${formatMoney(total)}`;
