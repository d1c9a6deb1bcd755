"use client";

import { useRouter } from "next/navigation";
import { SendIcon } from "lucide-react";
import { DeleteDialog } from "@/components/admin/delete-dialog";
import { Button } from "@/components/ui/button";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { IssueResult } from "@/server/tax/years";

/** What issuing did, in one sentence: sent, already current, and who was not certified (and why). */
export function issueSummary(year: number, result: IssueResult): string {
  const parts = [`${result.issued} enviados`, `${result.unchanged} ya al día`];
  if (result.skipped.length) parts.push(`sin certificado: ${result.skipped.join(", ")}`);
  return `Certificados de ${year}: ${parts.join("; ")}`;
}

/**
 * "Emitir certificados": asks first — how many perceptors, who will be left out for lack of a NIF,
 * and, before the year has ended, that the certificates are provisional — then e-mails them.
 */
export function IssueCertificates({
  year,
  perceptors,
  withoutNif,
  provisional,
}: {
  year: number;
  perceptors: number;
  withoutNif: number;
  provisional: boolean;
}) {
  const router = useRouter();
  const description = [
    `Se enviará por correo a cada uno de los ${perceptors} perceptores de ${year} su certificado de retenciones (a quien ya lo tenga al día, no).`,
    withoutNif ? `${withoutNif} sin NIF no lo recibirán hasta que lo indiquen.` : "",
    provisional ? `El ejercicio ${year} aún no ha terminado: los certificados serán provisionales y lo dirán.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const issue = async () => {
    try {
      const result = await apiRequest<IssueResult>("POST", `/api/tax-certificates/${year}/issue`);
      notifySuccess(issueSummary(year, result));
      router.refresh();
      return true;
    } catch (error) {
      notifyError("Error", failureMessage(error, "No se pudieron emitir los certificados"));
      return false;
    }
  };
  return (
    <DeleteDialog
      trigger={
        <Button type="button">
          <SendIcon aria-hidden /> Emitir certificados {year}
        </Button>
      }
      title={`¿Emitir los certificados de ${year}?`}
      description={description}
      confirmLabel="Emitir"
      pendingLabel="Enviando..."
      confirmVariant="default"
      onConfirm={issue}
    />
  );
}
