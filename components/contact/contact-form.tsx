"use client";

import { useState, type FormEvent } from "react";
import { SendIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorId, fieldAria } from "@/lib/field-aria";
import { notifyError, notifySuccess } from "@/lib/notify";
import { PrivacyConsent } from "@/components/legal/privacy-consent";

type FieldName = "name" | "email" | "phone" | "message" | "acceptPrivacy";
type Errors = Partial<Record<FieldName, string>>;
const FIELD_ORDER: FieldName[] = ["name", "email", "phone", "message", "acceptPrivacy"];
const idOf = (field: FieldName) => `contact-${field}`;

/** The shared schema, fetched on the first focus (or on submit): not part of the page's JavaScript. */
const loadValidation = () => import("./contact-validation");

/**
 * The contact form (docs/specification.md §2, §5): checked in the browser with the schema the server uses,
 * then sent; the server's field messages are shown the same way.
 */
export function ContactForm() {
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  function showErrors(form: HTMLFormElement, found: Record<string, string>) {
    const known = Object.fromEntries(Object.entries(found).filter(([field]) => FIELD_ORDER.includes(field as FieldName))) as Errors;
    setErrors(known);
    const first = FIELD_ORDER.find((field) => known[field]);
    if (first) form.querySelector<HTMLElement>(`#${idOf(first)}`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    try {
      const { validateContactMessage } = await loadValidation();
      const accepted = (form.elements.namedItem("acceptPrivacy") as HTMLInputElement).checked;
      const checked = validateContactMessage({ ...Object.fromEntries(new FormData(form)), acceptPrivacy: accepted });
      if (!checked.ok) return showErrors(form, checked.errors);
      setErrors({});
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(checked.message),
      });
      if (response.status === 400) {
        const body = (await response.json().catch(() => ({}))) as { fields?: Record<string, string> };
        showErrors(form, body.fields ?? {});
      }
      if (!response.ok) throw new Error(`${response.status}`);
      form.reset();
      notifySuccess("Mensaje enviado", "Nos pondremos en contacto contigo pronto");
    } catch {
      notifyError("Error", "No se pudo enviar el mensaje. Inténtalo de nuevo.");
    } finally {
      setSending(false);
    }
  }

  /** A field's message goes away as soon as it is edited; the next submit checks again. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as FieldName;
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  }

  const aria = (field: FieldName, required: boolean) => fieldAria(idOf(field), { invalid: Boolean(errors[field]), required });
  const error = (field: FieldName) => <FieldError id={errorId(idOf(field))}>{errors[field]}</FieldError>;

  return (
    <form onSubmit={onSubmit} onInput={onInput} onFocusCapture={() => void loadValidation()} noValidate aria-label="Formulario de contacto">
      <FieldGroup>
        <Field data-invalid={Boolean(errors.name)}>
          <FieldLabel htmlFor={idOf("name")}>Nombre *</FieldLabel>
          <Input id={idOf("name")} name="name" autoComplete="name" {...aria("name", true)} />
          {error("name")}
        </Field>
        <Field data-invalid={Boolean(errors.email)}>
          <FieldLabel htmlFor={idOf("email")}>Email *</FieldLabel>
          <Input id={idOf("email")} name="email" type="email" autoComplete="email" {...aria("email", true)} />
          {error("email")}
        </Field>
        <Field data-invalid={Boolean(errors.phone)}>
          <FieldLabel htmlFor={idOf("phone")}>Teléfono (opcional)</FieldLabel>
          <Input id={idOf("phone")} name="phone" type="tel" autoComplete="tel" {...aria("phone", false)} />
          {error("phone")}
        </Field>
        <Field data-invalid={Boolean(errors.message)}>
          <FieldLabel htmlFor={idOf("message")}>Mensaje *</FieldLabel>
          <Textarea id={idOf("message")} name="message" rows={6} className="min-h-36" {...aria("message", true)} />
          {error("message")}
        </Field>
        <PrivacyConsent id={idOf("acceptPrivacy")} name="acceptPrivacy" error={errors.acceptPrivacy} />
        {/* Honeypot: invisible to people and screen readers, tempting to bots. */}
        <div aria-hidden className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
          <label htmlFor="contact-website">Sitio web</label>
          <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          <SendIcon aria-hidden /> {sending ? "Enviando..." : "Enviar Mensaje"}
        </Button>
      </FieldGroup>
    </form>
  );
}
