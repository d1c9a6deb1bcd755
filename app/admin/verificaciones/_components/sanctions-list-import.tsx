"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, failureMessage, postFile } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { ScreeningResult } from "@/server/kyc/screening";

/**
 * Loads the EU's consolidated financial-sanctions list (the XML file the Commission publishes,
 * downloaded by the admin) and screens every investor against it.
 */
export function SanctionsListImport() {
  const id = useId();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError("Elige el archivo XML de la lista");
    setPending(true);
    setError(null);
    try {
      const result = await postFile<ScreeningResult>("/api/sanctions-lists", file);
      const found = result.candidates === 1 ? "1 coincidencia nueva" : `${result.candidates} coincidencias nuevas`;
      notifySuccess("Lista cargada", `${result.people} personas y ${result.entities} entidades en la lista; ${found} por revisar.`);
      if (input.current) input.current.value = "";
      router.refresh();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.fields.file : undefined;
      setError(message ?? null);
      notifyError("Error", message ?? failureMessage(failure, "No se pudo cargar la lista"));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-3 sm:max-w-xl" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>Lista consolidada (XML) *</Label>
        <Input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-help`}
          onChange={() => setError(null)}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${id}-help`} className="text-sm text-muted-foreground">
            El archivo XML completo de la lista consolidada de personas y entidades sujetas a sanciones financieras de la UE. Cada inversor
            se compara por nombre y fecha de nacimiento; las coincidencias quedan aquí para revisar.
          </p>
        )}
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Cargando y cribando..." : "Cargar y cribar"}
        </Button>
      </div>
    </form>
  );
}
