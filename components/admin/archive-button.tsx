"use client";

import { ArchiveIcon, ArchiveRestoreIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { RowActionItem } from "./row-actions";
import { useServerRequest } from "./use-entity-actions";

type ArchiveTarget = {
  endpoint: string;
  id: string;
  label: string;
  archived: boolean;
  /** "archivada" or "archivado" in the toasts. */
  feminine?: boolean;
};

/**
 * Archivar / Restaurar a row that has money and so cannot be deleted (an operation, an investor):
 * `POST` or `DELETE` on its `/archive`, with the toasts, and the list rendered again.
 */
function useArchive({ endpoint, id, label, archived, feminine }: ArchiveTarget) {
  const send = useServerRequest();
  const ending = feminine ? "a" : "o";
  const run = () =>
    archived
      ? send(() => apiRequest("DELETE", `${endpoint}/${id}/archive`), `${label}: restaurad${ending}`, "No se pudo restaurar")
      : send(() => apiRequest("POST", `${endpoint}/${id}/archive`, {}), `${label}: archivad${ending}`, "No se pudo archivar");
  return { run, action: archived ? "Restaurar" : "Archivar", Icon: archived ? ArchiveRestoreIcon : ArchiveIcon };
}

/** Archivar / Restaurar as a button (a page's header). */
export function ArchiveButton(target: ArchiveTarget) {
  const { run, action, Icon } = useArchive(target);
  return (
    <Button variant="ghost" size="icon" aria-label={`${action} ${target.label}`} title={action} onClick={run}>
      <Icon aria-hidden />
    </Button>
  );
}

/** Archivar / Restaurar in a row's menu. */
export function ArchiveItem(target: ArchiveTarget) {
  const { run, action, Icon } = useArchive(target);
  return (
    <RowActionItem icon={Icon} name={`${action} ${target.label}`} onSelect={run}>
      {action}
    </RowActionItem>
  );
}
