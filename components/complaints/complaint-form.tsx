"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { PrivacyConsent } from "@/components/legal/privacy-consent";
import { errorId, fieldAria } from "@/lib/field-aria";
import { notifyError } from "@/lib/notify";
import { uploadFile } from "@/lib/upload-file";
import { ApiError } from "@/lib/api-client";
import { COMPLAINT_CATEGORY_OPTIONS, COMPLAINT_LIMITS } from "@/lib/validations/complaint";

type FieldName = "category" | "text" | "name" | "email" | "acceptPrivacy" | "file";
const idOf = (field: FieldName) => `complaint-${field}`;

/**
 * "Presentar una reclamación" (issue 66, item 5): its category and text; signed in, up to five files
 * (sent to the private vault first, `purpose=complaint`); from the public site, the name, e-mail and
 * privacy notice instead. The server checks everything and answers the reference, shown at once.
 */
export function ComplaintForm({ signedIn }: { signedIn: boolean }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [sending, setSending] = useState(false);
  const [filed, setFiled] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const files = (form.elements.namedItem("files") as HTMLInputElement | null)?.files;
    if (files && files.length > COMPLAINT_LIMITS.files) return setErrors({ file: `Adjunta como mucho ${COMPLAINT_LIMITS.files} archivos` });
    setSending(true);
    setErrors({});
    try {
      const uploadIds: string[] = [];
      for (const file of files ?? []) uploadIds.push((await uploadFile(file, "complaint", () => {})).uploadId);
      const body = signedIn
        ? { category: data.get("category"), text: data.get("text"), uploadIds }
        : {
            category: data.get("category"),
            text: data.get("text"),
            name: data.get("name"),
            email: data.get("email"),
            acceptPrivacy: (form.elements.namedItem("acceptPrivacy") as HTMLInputElement).checked,
            website: data.get("website") ?? "",
          };
      const response = await fetch("/api/complaints", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        reference?: string | null;
        error?: string;
        fields?: Record<string, string>;
      };
      if (!response.ok) {
        if (answer.fields) setErrors(answer.fields as Partial<Record<FieldName, string>>);
        throw new Error(answer.error ?? String(response.status));
      }
      form.reset();
      setFiled(answer.reference ?? "");
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) setErrors({ file: error.fields.file ?? error.serverMessage ?? "No se pudo subir el archivo" });
      notifyError("Error", "No se pudo presentar la reclamación. Revisa los campos e inténtalo de nuevo.");
    } finally {
      setSending(false);
    }
  }

  const aria = (field: FieldName, required: boolean) => fieldAria(idOf(field), { invalid: Boolean(errors[field]), required });
  const error = (field: FieldName) => <FieldError id={errorId(idOf(field))}>{errors[field]}</FieldError>;

  if (filed !== null)
    return (
      <div role="status" className="grid gap-3">
        <p>
          Hemos registrado tu reclamación{filed ? ` con la referencia ${filed}` : ""}. Te hemos enviado el acuse de recibo por email, con
          las fechas en que te diremos si la admitimos y en que la resolveremos.
        </p>
        <Button variant="outline" className="w-fit" onClick={() => setFiled(null)}>
          Presentar otra
        </Button>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Presentar una reclamación">
      <FieldGroup>
        {!signedIn && (
          <>
            <Field data-invalid={Boolean(errors.name)}>
              <FieldLabel htmlFor={idOf("name")}>Nombre y apellidos *</FieldLabel>
              <Input id={idOf("name")} name="name" autoComplete="name" {...aria("name", true)} />
              {error("name")}
            </Field>
            <Field data-invalid={Boolean(errors.email)}>
              <FieldLabel htmlFor={idOf("email")}>Email *</FieldLabel>
              <Input id={idOf("email")} name="email" type="email" autoComplete="email" {...aria("email", true)} />
              {error("email")}
            </Field>
          </>
        )}
        <Field data-invalid={Boolean(errors.category)}>
          <FieldLabel htmlFor={idOf("category")}>¿Sobre qué es? *</FieldLabel>
          <NativeSelect id={idOf("category")} name="category" defaultValue="" {...aria("category", true)}>
            <option value="">Elige…</option>
            {COMPLAINT_CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          {error("category")}
        </Field>
        <Field data-invalid={Boolean(errors.text)}>
          <FieldLabel htmlFor={idOf("text")}>Qué ha pasado y qué pides *</FieldLabel>
          <Textarea id={idOf("text")} name="text" rows={8} maxLength={COMPLAINT_LIMITS.text} className="min-h-40" {...aria("text", true)} />
          {error("text")}
        </Field>
        {signedIn ? (
          <Field data-invalid={Boolean(errors.file)}>
            <FieldLabel htmlFor={idOf("file")}>Documentos (opcional)</FieldLabel>
            <Input id={idOf("file")} name="files" type="file" multiple accept=".pdf,.jpg,.jpeg,.png,.webp" {...aria("file", false)} />
            <FieldDescription>
              Hasta {COMPLAINT_LIMITS.files} archivos PDF, JPEG, PNG o WebP. Se guardan en el archivo privado del club.
            </FieldDescription>
            {error("file")}
          </Field>
        ) : (
          <>
            <PrivacyConsent id={idOf("acceptPrivacy")} name="acceptPrivacy" error={errors.acceptPrivacy} />
            <div aria-hidden className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
              <label htmlFor="complaint-website">Sitio web</label>
              <input id="complaint-website" name="website" tabIndex={-1} autoComplete="off" />
            </div>
          </>
        )}
        <Button type="submit" disabled={sending} className="w-full sm:w-auto">
          {sending ? "Enviando..." : "Presentar la reclamación"}
        </Button>
      </FieldGroup>
    </form>
  );
}
