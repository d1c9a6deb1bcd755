"use client";

import { ArchiveIcon, ArchiveRestoreIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { useServerRequest } from "./use-entity-actions";

/**
 * Archivar / Restaurar a row that has money and so cannot be deleted (an operation, an investor):
 * `POST` or `DELETE` on its `/archive`, with the toasts, and the list rendered again.
 */
export function ArchiveButton({
  endpoint,
  id,
  label,
  archived,
  feminine,
}: {
  endpoint: string;
  id: string;
  label: string;
  archived: boolean;
  /** "archivada" or "archivado" in the toasts. */
  feminine?: boolean;
}) {
  const send = useServerRequest();
  const ending = feminine ? "a" : "o";
  const run = () =>
    archived
      ? send(() => apiRequest("DELETE", `${endpoint}/${id}/archive`), `${label}: restaurad${ending}`, "No se pudo restaurar")
      : send(() => apiRequest("POST", `${endpoint}/${id}/archive`, {}), `${label}: archivad${ending}`, "No se pudo archivar");
  const action = archived ? "Restaurar" : "Archivar";
  const Icon = archived ? ArchiveRestoreIcon : ArchiveIcon;
  return (
    <Button variant="ghost" size="icon" aria-label={`${action} ${label}`} title={action} onClick={run}>
      <Icon aria-hidden />
    </Button>
  );
}
