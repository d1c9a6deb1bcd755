"use client";

import { useState } from "react";
import { KeyRoundIcon } from "lucide-react";
import { RowActionItem } from "@/components/admin/row-actions";
import { Button } from "@/components/ui/button";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";

/**
 * E-mails the investor a one-time link to set their password ("Activa tu cuenta" while they have
 * none). The admin is told where it went, never the link: whoever could read it could take the
 * account.
 */
function usePasswordLink(investorId: string) {
  const [pending, setPending] = useState(false);

  async function send() {
    setPending(true);
    try {
      const { sentTo, expiresAt } = await apiRequest<{ sentTo: string; expiresAt: string }>(
        "POST",
        `/api/users/${investorId}/password-link`,
      );
      notifySuccess(`Enlace enviado a ${sentTo}`, `Sirve una sola vez y caduca el ${formatDateTime(expiresAt)}.`);
    } catch (error) {
      notifyError("Error", failureMessage(error, "No se pudo enviar el enlace"));
    } finally {
      setPending(false);
    }
  }

  return { pending, send };
}

/** The password link as a button (the investor page's header). */
export function PasswordLinkButton({ investorId, name }: { investorId: string; name: string }) {
  const { pending, send } = usePasswordLink(investorId);
  return (
    <Button variant="ghost" size="icon" aria-label={`Enviar enlace de contraseña a ${name}`} disabled={pending} onClick={send}>
      <KeyRoundIcon aria-hidden />
    </Button>
  );
}

/** The password link in an investor row's menu. */
export function PasswordLinkItem({ investorId, name }: { investorId: string; name: string }) {
  const { send } = usePasswordLink(investorId);
  return (
    <RowActionItem icon={KeyRoundIcon} name={`Enviar enlace de contraseña a ${name}`} onSelect={send}>
      Enlace de contraseña
    </RowActionItem>
  );
}
