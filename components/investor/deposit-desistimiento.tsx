"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormInput } from "@/components/admin/form-fields";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FieldGroup } from "@/components/ui/field";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { desistimientoSchema, type DesistimientoInput } from "@/lib/validations/deposit-account";
import { printedLegalVersion } from "@/lib/legal";

/**
 * "Desistir del contrato aquí" (issue 66, item 4; Directive (EU) 2023/2673, art. 11a): shown while the
 * 14 days run; it asks only the name, the contract and an e-mail, then "Confirmar el desistimiento".
 */
export function DepositDesistimiento({
  until,
  contractVersion,
  name,
  email,
}: {
  until: string;
  contractVersion: number;
  name: string;
  email: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const form = useForm<DesistimientoInput>({ resolver: zodResolver(desistimientoSchema), defaultValues: { name, email } });
  const confirm = form.handleSubmit(async (values) => {
    try {
      await apiRequest("POST", "/api/deposit-accounts/mine/desistimiento", values);
      notifySuccess("Desistimiento recibido", `Te hemos enviado el acuse de recibo a ${values.email}.`);
      setOpen(false);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields)) form.setError(field as keyof DesistimientoInput, { message });
      notifyError("No se pudo registrar el desistimiento", failureMessage(error, "Inténtalo de nuevo"));
    }
  });
  return (
    <div className="grid gap-3 text-sm">
      <p>
        Hasta el {formatDate(until)} puedes desistir del contrato sin dar motivos y sin penalización. Te devolvemos el saldo con los
        intereses hasta el día de la transferencia en 30 días como máximo, y la cuenta se cierra.
      </p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" className="w-fit">
            Desistir del contrato aquí
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Desistir del contrato</DialogTitle>
            <DialogDescription>Contrato de cuenta de depósito, versión {printedLegalVersion(contractVersion)}.</DialogDescription>
          </DialogHeader>
          <form onSubmit={confirm} noValidate>
            <FieldGroup>
              <FormInput form={form} name="name" label="Nombre y apellidos *" autoComplete="name" />
              <FormInput form={form} name="email" type="email" label="Email para el acuse de recibo *" autoComplete="email" />
              <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting} className="w-fit">
                {form.formState.isSubmitting ? "Enviando..." : "Confirmar el desistimiento"}
              </Button>
            </FieldGroup>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
