"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { parseEsDecimal } from "@/lib/es-decimal";
import { formatMoney } from "@/lib/format";
import { centsOf } from "@/lib/money";
import type { Decided } from "./request-decision";

/**
 * "Confirmar parte": a request confirmed for less than it asked (what is left of the price, say), offered only where
 * such an amount exists (`part`: the ticket up to less than asked, within what is left). The investor is e-mailed both
 * amounts and may withdraw it while nothing is paid. The server checks the ticket and what is left, as for any
 * confirmation; its answer for the amount is shown under the field.
 */
export function ConfirmPart({
  investor,
  asked,
  part,
  onConfirm,
}: {
  investor: string;
  asked: string;
  part: { min: string; max: string };
  onConfirm: (amount: string) => Promise<Decided>;
}) {
  const inputId = useId();
  const [open, setOpen] = useState(false);
  // When less than asked is left, what is left is the likely answer: offered already typed.
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const range = `entre ${formatMoney(part.min)} y ${formatMoney(part.max)}`;

  async function confirm() {
    const parsed = parseEsDecimal(amount);
    if (!parsed || centsOf(parsed) >= centsOf(asked)) return setError(`Indica un importe menor que los ${formatMoney(asked)} solicitados`);
    if (centsOf(parsed) < centsOf(part.min) || centsOf(parsed) > centsOf(part.max)) return setError(`Indica un importe ${range}`);
    setError(null);
    setPending(true);
    const decided = await onConfirm(parsed);
    setPending(false);
    if (decided.done) setOpen(false);
    else if (decided.amountError) setError(decided.amountError);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setAmount(centsOf(part.max) < centsOf(asked) - 1n ? formatMoney(part.max).replace(/\s*€$/, "") : "");
      }}
    >
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
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Label htmlFor={inputId}>Importe confirmado (€) *</Label>
          <Input
            id={inputId}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
          />
          <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
            Un importe {range}.
          </p>
          {error && (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending ? "Confirmando..." : `Confirmar ${amount.trim() ? "este importe" : ""}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
