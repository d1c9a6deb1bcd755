"use client";

import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { notifyError } from "@/lib/notify";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import type { ContactMessageDto } from "@/server/contact/inbox";
import type { MessageThreadDto } from "@/server/contact/replies";

const STATUS: Record<string, string> = { pending: "en cola", sending: "enviándose", sent: "enviada", failed: "fallida", held: "retenida" };

/**
 * "Responder": the message, the answers already sent (with their e-mail's state) and a new one,
 * sent from the platform through the outbox (`POST /api/messages/{id}/replies`).
 */
export function ReplyDialog({ message, onClose }: { message: ContactMessageDto | null; onClose: () => void }) {
  const id = useId();
  const send = useServerRequest();
  const [thread, setThread] = useState<MessageThreadDto | null>(null);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    // Opened on another message, the dialog is a new one (its key): only the thread to load.
    if (!message) return;
    apiRequest<MessageThreadDto>("GET", `/api/messages/${message.id}/replies`)
      .then(setThread)
      .catch((failure: unknown) => notifyError("No se pudo leer la conversación", failureMessage(failure, "Inténtalo de nuevo")));
  }, [message]);

  async function reply() {
    if (!message) return;
    setSending(true);
    const done = await send(
      async () => {
        try {
          setThread(await apiRequest<MessageThreadDto>("POST", `/api/messages/${message.id}/replies`, { body }));
          setBody("");
          setError(null);
        } catch (failure) {
          if (failure instanceof ApiError && failure.fields.body) setError(failure.fields.body);
          throw failure;
        }
      },
      "Respuesta enviada",
      "No se pudo enviar la respuesta",
    );
    setSending(false);
    if (done) onClose();
  }

  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Responder a {message?.name}</DialogTitle>
          <DialogDescription>La respuesta sale del club por correo a {message?.email} y queda guardada con el mensaje.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm" data-testid="message-thread">
          <blockquote className="border-l-2 pl-3 whitespace-pre-line">{message?.message}</blockquote>
          {thread?.replies.map((answer) => (
            <div key={answer.id} className="rounded-md border p-3">
              <p className="text-xs text-muted-foreground">
                {answer.author ?? "El club"} · {formatDateTime(answer.createdAt)}
                {answer.emailStatus ? ` · ${STATUS[answer.emailStatus] ?? answer.emailStatus}` : ""}
              </p>
              <p className="whitespace-pre-line">{answer.body}</p>
            </div>
          ))}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id}>Tu respuesta *</Label>
          <Textarea
            id={id}
            rows={5}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button onClick={() => void reply()} disabled={sending}>
            {sending ? "Enviando..." : "Enviar respuesta"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
