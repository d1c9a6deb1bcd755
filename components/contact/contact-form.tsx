"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { SendIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorId, fieldAria } from "@/lib/field-aria";
import { notifyError, notifySuccess } from "@/lib/notify";
import { contactMessageSchema, type ContactMessage, type ContactMessageInput } from "@/lib/validations/contact";

const EMPTY: ContactMessageInput = { name: "", email: "", phone: "", message: "", website: "" };

export function ContactForm() {
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: ContactMessage) {
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      if (response.status === 400) {
        const body = (await response.json().catch(() => ({}))) as { fields?: Record<string, string> };
        for (const [field, message] of Object.entries(body.fields ?? {})) {
          if (field in EMPTY) form.setError(field as keyof ContactMessageInput, { message });
        }
      }
      if (!response.ok) throw new Error(`${response.status}`);
      form.reset(EMPTY);
      notifySuccess("Mensaje enviado", "Nos pondremos en contacto contigo pronto");
    } catch {
      notifyError("Error", "No se pudo enviar el mensaje. Inténtalo de nuevo.");
    }
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Formulario de contacto">
      <FieldGroup>
        <Field data-invalid={Boolean(errors.name)}>
          <FieldLabel htmlFor="contact-name">Nombre *</FieldLabel>
          <Input id="contact-name" autoComplete="name" {...fieldAria("contact-name", { invalid: Boolean(errors.name), required: true })} {...form.register("name")} />
          <FieldError id={errorId("contact-name")} errors={[errors.name]} />
        </Field>
        <Field data-invalid={Boolean(errors.email)}>
          <FieldLabel htmlFor="contact-email">Email *</FieldLabel>
          <Input id="contact-email" type="email" autoComplete="email" {...fieldAria("contact-email", { invalid: Boolean(errors.email), required: true })} {...form.register("email")} />
          <FieldError id={errorId("contact-email")} errors={[errors.email]} />
        </Field>
        <Field data-invalid={Boolean(errors.phone)}>
          <FieldLabel htmlFor="contact-phone">Teléfono (opcional)</FieldLabel>
          <Input id="contact-phone" type="tel" autoComplete="tel" {...fieldAria("contact-phone", { invalid: Boolean(errors.phone) })} {...form.register("phone")} />
          <FieldError id={errorId("contact-phone")} errors={[errors.phone]} />
        </Field>
        <Field data-invalid={Boolean(errors.message)}>
          <FieldLabel htmlFor="contact-message">Mensaje *</FieldLabel>
          <Textarea id="contact-message" rows={6} className="min-h-36" {...fieldAria("contact-message", { invalid: Boolean(errors.message), required: true })} {...form.register("message")} />
          <FieldError id={errorId("contact-message")} errors={[errors.message]} />
        </Field>
        {/* Honeypot: invisible to people and screen readers, tempting to bots. */}
        <div aria-hidden className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
          <label htmlFor="contact-website">Sitio web</label>
          <input id="contact-website" tabIndex={-1} autoComplete="off" {...form.register("website")} />
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          <SendIcon aria-hidden /> {isSubmitting ? "Enviando..." : "Enviar Mensaje"}
        </Button>
      </FieldGroup>
    </form>
  );
}
