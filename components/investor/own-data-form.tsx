"use client";

import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { FormInput } from "@/components/admin/form-fields";
import { FieldGroup } from "@/components/ui/field";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import { ownDataSchema, type OwnDataInput } from "@/lib/validations/own-data";
import { printedIban } from "@/lib/validations/identity";
import type { OwnDataDto } from "@/server/account/own-data";

type Name = keyof OwnDataInput;
const FIELDS: { name: Name; label: string; hint?: string; autoComplete?: string; type?: string }[] = [
  { name: "nif", label: "NIF/NIE", hint: "Para tu certificado de retenciones." },
  { name: "address", label: "Dirección", autoComplete: "street-address" },
  { name: "phone", label: "Teléfono", autoComplete: "tel", type: "tel" },
  { name: "iban", label: "IBAN", hint: "La cuenta en la que el club te paga. Para cambiarla te pedimos tu contraseña." },
];

const compact = (iban: string | null | undefined) => (iban ?? "").replace(/\s/g, "").toUpperCase();

/**
 * "Mis datos": NIF/NIE, address, phone and IBAN. A new IBAN shows the password (and the code, with a
 * second factor) before it is saved; the server checks them again.
 */
export function OwnDataForm({ initial }: { initial: OwnDataDto }) {
  const router = useRouter();
  const defaults = {
    nif: initial.nif ?? "",
    address: initial.address ?? "",
    phone: initial.phone ?? "",
    iban: initial.iban ? printedIban(initial.iban) : "",
    password: "",
    code: "",
  };
  const form = useForm<OwnDataInput>({ resolver: zodResolver(ownDataSchema), defaultValues: defaults });
  const { isSubmitting } = form.formState;
  const ibanChanged = compact(useWatch({ control: form.control, name: "iban" })) !== compact(initial.iban);

  async function onSubmit(values: OwnDataInput) {
    try {
      const body = ibanChanged ? values : { ...values, password: undefined, code: undefined };
      const saved = await apiRequest<OwnDataDto>("PUT", "/api/account/profile", body);
      form.reset({ ...defaults, ...saved, iban: saved.iban ? printedIban(saved.iban) : "", password: "", code: "" });
      notifySuccess("Datos guardados", ibanChanged ? "Te hemos enviado un email de aviso del cambio de IBAN." : undefined);
      router.refresh();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [name, message] of fields) form.setError(name as Name, { message });
      if (!fields.length) notifyError("Error", failureMessage(error, "No se pudieron guardar tus datos"));
    }
  }

  const confirmations: typeof FIELDS = ibanChanged
    ? [
        { name: "password", label: "Contraseña actual *", autoComplete: "current-password", type: "password" },
        ...(initial.twoFactor
          ? [
              {
                name: "code" as const,
                label: "Código de verificación *",
                autoComplete: "one-time-code",
                hint: "Los 6 dígitos de tu aplicación.",
              },
            ]
          : []),
      ]
    : [];

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="max-w-xl">
      <FieldGroup>
        {[...FIELDS, ...confirmations].map((field) => (
          <FormInput
            key={field.name}
            form={form}
            name={field.name}
            label={field.label}
            description={field.hint}
            type={field.type}
            autoComplete={field.autoComplete}
          />
        ))}
        <Button type="submit" disabled={isSubmitting} className="w-fit">
          {isSubmitting ? "Guardando..." : "Guardar"}
        </Button>
      </FieldGroup>
    </form>
  );
}
