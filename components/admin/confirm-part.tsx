"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, apiRequest } from "@/lib/api-client";
import { parseEsDecimal } from "@/lib/es-decimal";
import { formatMoney } from "@/lib/format";
import type { ParticipationDto } from "@/server/participations/records";
import { useServerRequest } from "./use-entity-actions";

/**
 * "Confirmar parte": a request confirmed for less than it asked (what is left of the price, say).
 * The investor is e-mailed both amounts and may withdraw it while nothing is paid. The server checks
 * the ticket and what is left, as for any confirmation.
 */
export function ConfirmPart({ id, investor, asked, updatedAt }: { id: string; investor: string; asked: string; updatedAt: string }) {
  const inputId = useId();
  const send = useServerRequest();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    const parsed = parseEsDecimal(amount);
    if (!parsed || Number(parsed) <= 0 || Number(parsed) >= Number(asked)) {
      setError(`Indica un importe menor que los ${formatMoney(asked)} solicitados`);
      return;
    }
    setError(null);
    const done = await send(
      async () => {
        const current = await apiRequest<ParticipationDto>("GET", `/api/investments/${id}`);
        await apiRequest("PUT", `/api/investments/${id}`, { ...current, amount: parsed, status: "active", updatedAt }).catch(
          (failure: unknown) => {
            if (failure instanceof ApiError && failure.fields.amount) setError(failure.fields.amount);
            throw failure;
          },
        );
      },
      "Participación confirmada en parte",
      "No se pudo confirmar",
    );
    if (done) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Confirmar en parte la solicitud de ${investor}`}>
          Confirmar parte
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirmar en parte</DialogTitle>
          <DialogDescription>
            {investor} solicitó {formatMoney(asked)}. Recibirá un e-mail con el importe confirmado y podrá retirarla mientras no haya
            pagado.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Importe confirmado (€) *</Label>
          <Input
            id={inputId}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          {error && (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button onClick={() => void confirm()}>Confirmar {amount.trim() ? "este importe" : ""}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
