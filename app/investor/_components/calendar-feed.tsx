"use client";

import { useState } from "react";
import { CalendarPlusIcon, CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";

/**
 * The investor's private calendar address: made on request and shown once (only its hash is
 * kept), replaced by a new one or revoked; the old address then answers 404.
 */
export function CalendarFeed({ createdAt }: { createdAt: string | null }) {
  const [active, setActive] = useState(createdAt);
  const [url, setUrl] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function rotate() {
    setPending(true);
    try {
      const { path } = await apiRequest<{ path: string; url: string }>("POST", "/api/calendar-feed", {});
      setUrl(new URL(path, window.location.origin).href);
      setActive(new Date().toISOString());
      notifySuccess("Enlace de calendario generado", "El enlace anterior, si lo había, ya no funciona.");
    } catch (error) {
      notifyError("Error", failureMessage(error, "No se pudo generar el enlace"));
    } finally {
      setPending(false);
    }
  }

  async function revoke() {
    setPending(true);
    try {
      await apiRequest("DELETE", "/api/calendar-feed");
      setActive(null);
      setUrl(null);
      notifySuccess("Enlace de calendario revocado");
    } catch (error) {
      notifyError("Error", failureMessage(error, "No se pudo revocar el enlace"));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-3 text-sm" data-testid="calendar-feed">
      <p className="text-muted-foreground">
        Suscríbete desde tu calendario (Google, Outlook, Apple) a los hitos de tus operaciones. El enlace es personal: no lo compartas.
      </p>
      {url && (
        <div className="space-y-1.5">
          <label htmlFor="calendar-feed-url" className="font-medium">
            Tu enlace (cópialo ahora; no se volverá a mostrar)
          </label>
          <div className="flex gap-2">
            <Input id="calendar-feed-url" readOnly value={url} onFocus={(event) => event.target.select()} />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Copiar enlace"
              onClick={() => navigator.clipboard?.writeText(url).then(() => notifySuccess("Enlace copiado"))}
            >
              <CopyIcon aria-hidden />
            </Button>
          </div>
        </div>
      )}
      {active && !url && <p>Tienes un enlace activo desde el {formatDate(active)}.</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={rotate} disabled={pending}>
          <CalendarPlusIcon aria-hidden /> {active ? "Revocar / generar nuevo enlace" : "Generar enlace de calendario"}
        </Button>
        {active && (
          <Button type="button" variant="outline" onClick={revoke} disabled={pending}>
            Revocar enlace
          </Button>
        )}
      </div>
    </div>
  );
}
