"use client";

import { useEffect } from "react";
import { useSearchParams } from "next/navigation";
import { notifyError } from "@/lib/notify";

/**
 * Shows why proxy.ts sent the visitor here (?motivo=no-autorizado on the sign-in page,
 * ?acceso=denegado on the home page) with the guard's toasts, then tidies the address.
 */
export function GuardNotice() {
  const params = useSearchParams();
  const reason = params.get("motivo");
  const access = params.get("acceso");

  useEffect(() => {
    if (reason === "no-autorizado") notifyError("No autorizado", "Iniciando sesión...");
    else if (access === "denegado") notifyError("Acceso denegado", "No tienes permisos de admin");
    else return;
    const url = new URL(window.location.href);
    url.searchParams.delete("motivo");
    url.searchParams.delete("acceso");
    window.history.replaceState(window.history.state, "", url);
  }, [reason, access]);

  return null;
}
