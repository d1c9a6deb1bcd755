"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * The ten recovery codes, shown once: each lets its owner in once without the authenticator app.
 * "Copiar" puts them on the clipboard; "Ya los he guardado" closes them for good.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(codes.join("\n")).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }
  return (
    <div className="space-y-3" data-testid="recovery-codes">
      <p className="text-sm">
        Guarda estos códigos de recuperación en un lugar seguro. Cada uno sirve <strong>una sola vez</strong> para entrar si no tienes a
        mano tu aplicación de autenticación. No volveremos a mostrarlos.
      </p>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted/40 p-3 font-mono text-sm sm:max-w-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? "Copiados" : "Copiar"}
        </Button>
        <Button type="button" onClick={onDone}>
          Ya los he guardado
        </Button>
      </div>
    </div>
  );
}
