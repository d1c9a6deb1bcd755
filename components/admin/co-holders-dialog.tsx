"use client";

import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FieldGroup } from "@/components/ui/field";
import { FormCombobox, FormInput } from "@/components/admin/form-fields";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError } from "@/lib/notify";
import { coHoldersSchema, MAX_CO_HOLDERS, type CoHoldersInput } from "@/lib/validations/co-holders";
import type { CoHoldersDto } from "@/server/participations/co-holders";
import { INVESTOR_PICKER } from "./pickers";
import { useServerRequest } from "./use-entity-actions";

const percent = (share: string) => `${share.replace(".", ",")} %`;

/**
 * A participation's co-holders (issue 49, item 2), where the club admits them: other verified
 * investors with their percentage; the participation's investor keeps the rest. Loaded when opened
 * (`GET /api/investments/{id}/co-holders`), saved whole (`PUT`).
 */
export function CoHoldersDialog({ id, investor }: { id: string; investor: string }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<CoHoldersDto | null>(null);
  const form = useForm<CoHoldersInput>({ resolver: zodResolver(coHoldersSchema) as never, defaultValues: { coHolders: [] } });
  const holders = useFieldArray({ control: form.control, name: "coHolders" });
  const send = useServerRequest();

  async function load(next: boolean) {
    setOpen(next);
    if (!next) return;
    try {
      const loaded = await apiRequest<CoHoldersDto>("GET", `/api/investments/${id}/co-holders`);
      setCurrent(loaded);
      form.reset({ coHolders: loaded.coHolders.map((holder) => ({ userId: holder.userId, share: holder.share })) });
    } catch (error) {
      notifyError("No se pudieron leer los cotitulares", failureMessage(error, "Inténtalo de nuevo"));
    }
  }

  const submit = form.handleSubmit(async (values) => {
    const saved = await send(
      () => apiRequest("PUT", `/api/investments/${id}/co-holders`, values),
      "Cotitulares guardados",
      "No se pudieron guardar los cotitulares",
      form,
    );
    if (saved) setOpen(false);
  });

  const known = current?.coHolders.map((holder) => ({ value: holder.userId, label: holder.name ?? holder.email ?? holder.userId })) ?? [];
  return (
    <Dialog open={open} onOpenChange={(next) => void load(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="link" className="h-auto px-0 text-xs" aria-label={`Cotitulares de la participación de ${investor}`}>
          Cotitulares
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cotitulares</DialogTitle>
          <DialogDescription>
            {current
              ? `${current.holder.name ?? current.holder.email} tiene el ${percent(current.holder.share)}; cada cotitular, su porcentaje. Los rendimientos y sus retenciones se reparten así, y cada uno recibe su certificado.`
              : "Cargando..."}
          </DialogDescription>
        </DialogHeader>
        {current && !current.allowed && !current.coHolders.length ? (
          <p className="text-sm">El club no admite cotitulares: se activan en Configuración, Verificación de identidad.</p>
        ) : (
          <form onSubmit={submit} noValidate>
            <FieldGroup>
              {holders.fields.map((field, i) => (
                <div key={field.id} className="grid gap-2 rounded-md border p-3">
                  <FormCombobox
                    form={form}
                    name={`coHolders.${i}.userId`}
                    label={`Cotitular ${i + 1} *`}
                    known={known}
                    {...INVESTOR_PICKER}
                  />
                  <FormInput form={form} name={`coHolders.${i}.share`} label="Porcentaje (%) *" inputMode="decimal" autoComplete="off" />
                  <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => holders.remove(i)}>
                    Quitar
                  </Button>
                </div>
              ))}
              {form.formState.errors.coHolders?.message && (
                <p role="alert" className="text-sm text-destructive">
                  {form.formState.errors.coHolders.message}
                </p>
              )}
              {holders.fields.length < MAX_CO_HOLDERS && (
                <Button type="button" variant="outline" className="w-fit" onClick={() => holders.append({ userId: "", share: "" })}>
                  Añadir cotitular
                </Button>
              )}
            </FieldGroup>
            <DialogFooter className="mt-4">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Guardando..." : "Guardar cotitulares"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
