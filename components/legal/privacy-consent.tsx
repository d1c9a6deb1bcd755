import Link from "next/link";
import type { ComponentProps } from "react";
import { Field, FieldError } from "@/components/ui/field";
import { errorId, fieldAria } from "@/lib/field-aria";
import { PRIVACY_CONSENT_LABEL, PRIVACY_NOTICE_PATH } from "@/lib/privacy-notice";

/**
 * The box a person ticks to accept the privacy notice (sign-up, contact): `acceptPrivacy` in the
 * form's JSON. The notice opens in a new tab, so what was typed stays.
 */
export function PrivacyConsent({ id, error, ...input }: { id: string; error?: string } & Omit<ComponentProps<"input">, "id" | "type">) {
  return (
    <Field data-invalid={Boolean(error)}>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          {...fieldAria(id, { invalid: Boolean(error), required: true })}
          {...input}
        />
        <label htmlFor={id}>
          {PRIVACY_CONSENT_LABEL.replace("Política de Privacidad", "")}
          <Link href={PRIVACY_NOTICE_PATH} target="_blank" className="font-medium underline underline-offset-4">
            Política de Privacidad
          </Link>{" "}
          *
        </label>
      </div>
      <FieldError id={errorId(id)}>{error}</FieldError>
    </Field>
  );
}
