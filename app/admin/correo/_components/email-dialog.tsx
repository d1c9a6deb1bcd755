"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import type { EmailDetailDto } from "@/server/mail/admin";
import { EMAIL_STATUS_LABELS } from "./email-columns";

/** One e-mail as it was sent (its plain text), or a spinner while it loads. */
export function EmailDialog({
  email,
  open,
  onOpenChange,
}: {
  email: EmailDetailDto | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{email?.subject ?? "Correo"}</DialogTitle>
          {email && (
            <DialogDescription>
              Para {email.to} · {formatDateTime(email.createdAt)} · {EMAIL_STATUS_LABELS[email.status] ?? email.status}
            </DialogDescription>
          )}
        </DialogHeader>
        {email ? <pre className="rounded-md bg-muted p-4 font-sans text-sm whitespace-pre-wrap">{email.text}</pre> : <Spinner />}
      </DialogContent>
    </Dialog>
  );
}
