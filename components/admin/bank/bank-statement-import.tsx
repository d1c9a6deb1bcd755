"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, failureMessage, postFile } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import { BANK_ENTRY_MESSAGES } from "@/lib/validations/bank-entry";
import type { ImportResult } from "@/server/bank/import";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What an import did, in one sentence. */
export function importSummary(result: ImportResult): string {
  return [
    plural(result.matched, "conciliado", "conciliados"),
    plural(result.review, "pendiente de revisión", "pendientes de revisión"),
    plural(result.alreadyImported, "ya importado", "ya importados"),
    ...(result.payoutsCompleted ? [plural(result.payoutsCompleted, "transferencia completada", "transferencias completadas")] : []),
    ...(result.outgoing ? [plural(result.outgoing, "cargo", "cargos")] : []),
  ].join(", ");
}

/**
 * "Importar extracto": the club account's statement (CAMT.053 or Norma 43) sent as it is to
 * `POST /api/bank-statements`; a refusal shows the server's message, which names the line or
 * element at fault, under the field.
 */
export function BankStatementImport() {
  const id = useId();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError(BANK_ENTRY_MESSAGES.fileMissing);
    setPending(true);
    setError(null);
    try {
      const result = await postFile<ImportResult>("/api/bank-statements", file);
      notifySuccess("Extracto importado", importSummary(result));
      if (input.current) input.current.value = "";
      router.refresh();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.fields.file : undefined;
      setError(message ?? null);
      notifyError("Error", message ?? failureMessage(failure, "No se pudo importar el extracto"));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:max-w-xl" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>Extracto (CAMT.053 o Norma 43) *</Label>
        <Input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".xml,.txt,.n43,.aeb,.q43,.csb,application/xml,text/xml,text/plain"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-help`}
          onChange={() => setError(null)}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive" data-testid="statement-error">
            {error}
          </p>
        ) : (
          <p id={`${id}-help`} className="text-sm text-muted-foreground">
            Las transferencias que llevan una referencia de pago se anotan solas como aportaciones; el resto queda pendiente de revisión.
            Importar el mismo extracto otra vez no añade nada.
          </p>
        )}
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Importando..." : "Importar extracto"}
        </Button>
      </div>
    </form>
  );
}
