"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { TitledCard } from "@/components/layout/titled-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { formatDate, formatDateTime } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { SessionDto } from "@/server/auth/account-security";

/** "Sesiones abiertas": where the account is signed in, and "Cerrar las demás sesiones". */
export function SessionsCard({ sessions }: { sessions: SessionDto[] }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const others = sessions.filter((session) => !session.current).length;

  async function closeOthers() {
    setPending(true);
    try {
      const { ended } = await apiRequest<{ ended: number }>("DELETE", "/api/auth/sessions");
      notifySuccess(ended === 1 ? "Se ha cerrado 1 sesión" : `Se han cerrado ${ended} sesiones`);
      router.refresh();
    } catch (error) {
      notifyError("Error", failureMessage(error, "No se pudieron cerrar las sesiones"));
    } finally {
      setPending(false);
    }
  }

  return (
    <TitledCard title="Sesiones abiertas">
      <ul className="divide-y" aria-label="Sesiones abiertas">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 first:pt-0">
            <div className="grid gap-0.5">
              <p className="font-medium">
                {session.device}{" "}
                {session.current && (
                  <Badge variant="secondary" className="ml-1">
                    Esta sesión
                  </Badge>
                )}
              </p>
              <p className="text-sm text-muted-foreground">
                {session.address ? `Dirección ${session.address}` : "Dirección desconocida"} · iniciada el{" "}
                {formatDateTime(session.createdAt)}
              </p>
            </div>
            <p className="text-sm text-muted-foreground">Última actividad: {formatDate(session.lastSeenAt)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={pending || others === 0} onClick={closeOthers}>
          {pending ? "Cerrando..." : "Cerrar las demás sesiones"}
        </Button>
        <p className="text-sm text-muted-foreground">
          {others === 0
            ? "No tienes otras sesiones abiertas."
            : others === 1
              ? "1 sesión más abierta en otro dispositivo."
              : `${others} sesiones más abiertas en otros dispositivos.`}
        </p>
      </div>
    </TitledCard>
  );
}
