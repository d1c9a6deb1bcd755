"use client";

import { PencilIcon } from "lucide-react";
import { ArchiveButton } from "@/components/admin/archive-button";
import { HistoryButton } from "@/components/admin/audit/history-button";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { Button } from "@/components/ui/button";
import type { InvestorDto } from "@/server/investors/records";
import { InvestorFormDialog } from "../../_components/investor-form-dialog";
import { INVESTORS } from "../../_components/investors-table";
import { PasswordLinkButton } from "../../_components/password-link-button";

/** The investor page's header buttons: edit, a password link, the history, archive. */
export function InvestorActions({ investor, name }: { investor: InvestorDto; name: string }) {
  const { editing, open, setOpen, edit } = useEditDialog<InvestorDto>();
  const archived = Boolean(investor.archivedAt);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!archived && (
        <Button onClick={() => edit(investor)}>
          <PencilIcon aria-hidden /> Editar
        </Button>
      )}
      {investor.email && !archived && <PasswordLinkButton investorId={investor.id} name={name} />}
      <HistoryButton entity="user" id={investor.id} label={name} />
      <ArchiveButton endpoint="/api/users" id={investor.id} label={name} archived={archived} />
      <InvestorFormDialog open={open} onOpenChange={setOpen} row={editing} entity={INVESTORS} />
    </div>
  );
}
