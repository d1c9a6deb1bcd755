"use client";

import { useState } from "react";
import { KeyRoundIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";

/** Creates a one-time link with which the investor sets their password, and shows it to copy. */
export function PasswordLinkButton({ investorId, name }: { investorId: string; name: string }) {
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function create() {
    setPending(true);
    try {
      setLink(await apiRequest<{ url: string; expiresAt: string }>("POST", `/api/users/${investorId}/password-link`));
    } catch (error) {
      notifyError("Error", failureMessage(error, "No se pudo crear el enlace"));
    } finally {
      setPending(false);
    }
  }

  async function copy() {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).catch(() => {});
    notifySuccess("Enlace copiado");
  }

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Enlace de contraseña para ${name}`} disabled={pending} onClick={create}>
        <KeyRoundIcon aria-hidden />
      </Button>
      <Dialog open={link !== null} onOpenChange={(open) => !open && setLink(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Enlace de contraseña</DialogTitle>
            <DialogDescription>
              Envía este enlace a {name}. Sirve una sola vez y caduca el {link ? formatDate(link.expiresAt) : ""} (en una hora).
            </DialogDescription>
          </DialogHeader>
          <div className="flex gap-2">
            <Input readOnly value={link?.url ?? ""} aria-label="Enlace de contraseña" onFocus={(e) => e.currentTarget.select()} />
            <Button onClick={copy}>Copiar</Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
