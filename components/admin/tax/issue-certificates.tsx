"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { SendIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";

type Issued = { issued: number; unchanged: number; withoutEmail: number };

/** "Emitir certificados": e-mails the year's certificates; says how many went, and how many were already current. */
export function IssueCertificates({ year }: { year: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const issue = async () => {
    setBusy(true);
    try {
      const result = await apiRequest<Issued>("POST", `/api/tax-certificates/${year}/issue`);
      const parts = [`${result.issued} enviados`, `${result.unchanged} ya al día`];
      if (result.withoutEmail) parts.push(`${result.withoutEmail} sin correo electrónico`);
      notifySuccess(`Certificados de ${year}: ${parts.join(", ")}`);
      router.refresh();
    } catch (error) {
      notifyError("Error", failureMessage(error, "No se pudieron emitir los certificados"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" disabled={busy} onClick={issue}>
      <SendIcon aria-hidden /> {busy ? "Enviando..." : `Emitir certificados ${year}`}
    </Button>
  );
}
