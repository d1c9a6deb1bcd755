"use client";

import { CheckIcon, CopyIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";

/**
 * Copies a value a person would otherwise retype into their bank's form (an IBAN, a payment reference): the value as
 * the bank takes it (`value`, without the spaces it is printed with), a toast saying what was copied.
 */
export function CopyButton({ value, label, copied }: { value: string; label: string; copied: string }) {
  const [done, setDone] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setDone(true);
      notifySuccess(copied);
      setTimeout(() => setDone(false), 2000);
    } catch {
      notifyError("No se pudo copiar", "Selecciónalo y cópialo a mano.");
    }
  }
  return (
    <Button type="button" variant="outline" size="icon" className="size-7 shrink-0" aria-label={label} onClick={() => void copy()}>
      {done ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
    </Button>
  );
}
