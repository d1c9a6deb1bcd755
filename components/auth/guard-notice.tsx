"use client";

import { useEffect } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { notifyError } from "@/lib/notify";

/**
 * Shows why proxy.ts sent the visitor here (?motivo=no-autorizado on the sign-in page,
 * ?acceso=denegado on the home page) with the guard's toasts, then tidies the address through
 * the router. (Tidying it behind the router's back left the router on "?acceso=denegado": the
 * next redirect to the same address changed nothing it watches, and showed no toast.)
 */
export function GuardNotice() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const reason = params.get("motivo");
  const access = params.get("acceso");

  useEffect(() => {
    if (reason === "no-autorizado") notifyError("No autorizado", "Iniciando sesión...");
    else if (access === "denegado") notifyError("Acceso denegado", "No tienes permisos de admin");
    else return;
    const rest = new URLSearchParams(params.toString());
    rest.delete("motivo");
    rest.delete("acceso");
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [reason, access, params, pathname, router]);

  return null;
}
