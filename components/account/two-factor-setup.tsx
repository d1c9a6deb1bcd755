"use client";

import { useState } from "react";
import { CodeForm } from "@/components/auth/code-form";
import { PasswordPrompt } from "./password-prompt";
import { RecoveryCodes } from "./recovery-codes";

type Enrolment = { secret: string; uri: string; qrCode: string };

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Setting up the second factor: the password, then the QR code (and the secret as text) for any
 * authenticator app, then its first code; the ten recovery codes are shown once at the end.
 */
export function TwoFactorSetup({ onFinished, onCancel }: { onFinished: () => void; onCancel?: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={onFinished} />;
  if (!enrolment)
    return (
      <PasswordPrompt<Enrolment>
        id="two-factor-enable-password"
        endpoint="/api/auth/two-factor/enable"
        submitLabel="Continuar"
        pendingLabel="Comprobando..."
        onDone={setEnrolment}
        onCancel={onCancel}
      />
    );
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Abre tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).</li>
        <li>Escanea este código QR, o escribe la clave a mano.</li>
        <li>Escribe el código de 6 dígitos que te muestra la aplicación.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        {/* A data: URL (the CSP allows them for images): the secret never leaves this page. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={enrolment.qrCode}
          alt="Código QR para tu aplicación de autenticación"
          width={176}
          height={176}
          className="rounded-md border bg-white p-1"
        />
        <div className="space-y-1 text-sm">
          <p className="text-muted-foreground">Clave para escribir a mano:</p>
          <p className="font-mono text-base break-all" data-testid="totp-secret" data-secret={enrolment.secret}>
            {grouped(enrolment.secret)}
          </p>
        </div>
      </div>
      <div className="max-w-sm">
        <CodeForm<{ recoveryCodes: string[] }>
          id="two-factor-first-code"
          endpoint="/api/auth/two-factor/confirm"
          label="Código de la aplicación"
          hint="Los 6 dígitos que muestra ahora tu aplicación."
          submitLabel="Activar"
          pendingLabel="Comprobando..."
          onDone={(answer) => setCodes(answer.recoveryCodes)}
        />
      </div>
    </div>
  );
}
