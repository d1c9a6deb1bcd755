"use client";

import { useState } from "react";
import Link from "next/link";
import { CalculatorIcon, ExternalLinkIcon, GavelIcon, PencilIcon } from "lucide-react";
import { ArchiveButton } from "@/components/admin/archive-button";
import { HistoryButton } from "@/components/admin/audit/history-button";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { Button } from "@/components/ui/button";
import type { OperationDetail } from "@/server/operations/queries";
import { OperationFormDialog } from "../../_components/operation-form-dialog";
import { OPERATIONS } from "../../_components/operations-table";
import { ScenariosDialog } from "../../_components/scenarios-dialog";
import { TimelineDialog } from "../../_components/timeline-dialog";
import type { CaseTarget } from "../../_components/case-list-dialog";

/** The operation page's header buttons: edit, the court case, the scenarios, its history, archive, its public page. */
export function OperationActions({ operation }: { operation: OperationDetail }) {
  const { editing, open, setOpen, edit } = useEditDialog<OperationDetail>();
  const [caseOf, setCaseOf] = useState<{ dialog: "timeline" | "scenarios"; target: CaseTarget } | null>(null);
  const target = { id: operation.id, title: operation.title };
  const archived = Boolean(operation.archivedAt);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!archived && (
        <Button onClick={() => edit(operation)}>
          <PencilIcon aria-hidden /> Editar
        </Button>
      )}
      <Button variant="outline" onClick={() => setCaseOf({ dialog: "timeline", target })}>
        <GavelIcon aria-hidden /> Procedimiento judicial
      </Button>
      <Button variant="outline" onClick={() => setCaseOf({ dialog: "scenarios", target })}>
        <CalculatorIcon aria-hidden /> Escenarios
      </Button>
      <HistoryButton entity="operation" id={operation.id} label={operation.title} />
      <ArchiveButton endpoint="/api/operations" id={operation.id} label={operation.title} archived={archived} feminine />
      {!archived && (
        <Button asChild variant="ghost">
          <Link href={`/operations/${operation.slug}`}>
            <ExternalLinkIcon aria-hidden /> Página pública
          </Link>
        </Button>
      )}
      <OperationFormDialog open={open} onOpenChange={setOpen} row={editing} entity={OPERATIONS} />
      <TimelineDialog target={caseOf?.dialog === "timeline" ? caseOf.target : null} onOpenChange={(next) => !next && setCaseOf(null)} />
      <ScenariosDialog target={caseOf?.dialog === "scenarios" ? caseOf.target : null} onOpenChange={(next) => !next && setCaseOf(null)} />
    </div>
  );
}
