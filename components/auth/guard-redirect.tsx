"use client";

import { useEffect } from "react";
import { usePathname, useRouter } from "next/navigation";
import { notifyError } from "@/lib/notify";

/** The guard's answers (docs/specification.md §6): a toast, then after 500 ms a redirect. */
export const GUARD_REDIRECT_DELAY_MS = 500;

type Props = { kind: "unauthenticated" } | { kind: "forbidden"; role: string } | { kind: "second-factor" };

export function GuardRedirect(props: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const { kind } = props;
  const role = props.kind === "forbidden" ? props.role : "";

  useEffect(() => {
    let target = "/";
    if (kind === "unauthenticated") {
      notifyError("No autorizado", "Iniciando sesión...");
      target = `/handler/sign-in?redirect=${encodeURIComponent(pathname)}`;
    } else if (kind === "second-factor") {
      notifyError("Verificación en dos pasos", "Configúrala antes de usar la administración");
      target = `/handler/two-factor?redirect=${encodeURIComponent(pathname)}`;
    } else {
      notifyError("Acceso denegado", `No tienes permisos de ${role}`);
    }
    const timer = window.setTimeout(() => router.replace(target), GUARD_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [kind, role, pathname, router]);

  return (
    <p className="p-10 text-center text-muted-foreground" role="status">
      Redirigiendo...
    </p>
  );
}
