"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { TitledCard } from "@/components/layout/titled-card";
import { Button } from "@/components/ui/button";
import { notifySuccess } from "@/lib/notify";
import { PasswordPrompt } from "./password-prompt";
import { RecoveryCodes } from "./recovery-codes";
import { TwoFactorSetup } from "./two-factor-setup";

export type TwoFactorSectionProps = {
  enabled: boolean;
  /** Recovery codes not used yet (null when unknown or off). */
  recoveryCodesLeft: number | null;
  /** An administrator must keep it (without it the back-office does not answer). */
  required: boolean;
};

type Mode = "idle" | "enable" | "disable" | "codes";

/**
 * "Verificación en dos pasos" in Seguridad: set it up (QR + secret + first code; the recovery codes
 * once), turn it off, or get ten new recovery codes. Each change asks for the password again.
 */
export function TwoFactorSection({ enabled, recoveryCodesLeft, required }: TwoFactorSectionProps) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("idle");
  const [codes, setCodes] = useState<string[] | null>(null);
  const done = (message?: string) => {
    setMode("idle");
    setCodes(null);
    if (message) notifySuccess(message);
    router.refresh();
  };

  return (
    <TitledCard title="Verificación en dos pasos" contentClassName="space-y-4">
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">
          Además de la contraseña, al iniciar sesión te pediremos un código de 6 dígitos de una aplicación de autenticación
          {required ? ". Es obligatoria para los administradores." : " (opcional, recomendada)."}
        </p>
        <p className="text-sm" data-testid="two-factor-status">
          {/* Codes on screen: it was just turned on (the page catches up when they are put away). */}
          Estado: <strong>{enabled || codes ? "activada" : "desactivada"}</strong>
          {enabled && recoveryCodesLeft !== null && ` · te quedan ${recoveryCodesLeft} códigos de recuperación`}
        </p>
      </div>

      {codes && <RecoveryCodes codes={codes} onDone={() => done()} />}
      {!codes && mode === "idle" && (
        <div className="flex flex-wrap gap-2">
          {enabled ? (
            <>
              <Button type="button" variant="outline" onClick={() => setMode("codes")}>
                Generar códigos de recuperación nuevos
              </Button>
              <Button type="button" variant="destructive" onClick={() => setMode("disable")}>
                Desactivar
              </Button>
            </>
          ) : (
            <Button type="button" onClick={() => setMode("enable")}>
              Activar
            </Button>
          )}
        </div>
      )}
      {mode === "enable" && (
        <TwoFactorSetup onFinished={() => done("Verificación en dos pasos activada")} onCancel={() => setMode("idle")} />
      )}
      {!codes && mode === "codes" && (
        <PasswordPrompt<{ recoveryCodes: string[] }>
          id="two-factor-codes-password"
          endpoint="/api/auth/two-factor/recovery-codes"
          submitLabel="Generar códigos nuevos"
          pendingLabel="Generando..."
          onDone={(answer) => setCodes(answer.recoveryCodes)}
          onCancel={() => setMode("idle")}
        />
      )}
      {mode === "disable" && (
        <div className="space-y-2">
          {required && (
            <p className="text-sm text-destructive">
              Eres administrador: sin la verificación en dos pasos no podrás usar la administración hasta configurarla de nuevo.
            </p>
          )}
          <PasswordPrompt
            id="two-factor-disable-password"
            endpoint="/api/auth/two-factor/disable"
            submitLabel="Desactivar"
            pendingLabel="Desactivando..."
            destructive
            onDone={() => done("Verificación en dos pasos desactivada")}
            onCancel={() => setMode("idle")}
          />
        </div>
      )}
    </TitledCard>
  );
}
