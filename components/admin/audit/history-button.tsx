"use client";

import { useState } from "react";
import { HistoryIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AuditEntity } from "@/lib/audit";
import { HistoryPanel } from "./history-panel";

/** "Historial" as a button (a page's header): opens the {@link HistoryPanel}. */
export function HistoryButton({ entity, id, label }: { entity: AuditEntity; id: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Historial de ${label}`} title="Historial" onClick={() => setOpen(true)}>
        <HistoryIcon aria-hidden />
      </Button>
      <HistoryPanel entity={entity} id={id} label={label} open={open} onOpenChange={setOpen} />
    </>
  );
}
