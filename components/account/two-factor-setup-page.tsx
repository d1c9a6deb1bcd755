"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { dashboardPath } from "@/lib/session-user";
import { safeRedirectPath } from "@/lib/validations/auth";
import { TwoFactorSetup } from "./two-factor-setup";

/** The set-up page's body: the set-up, then on to where the guard came from (or the dashboard). */
export function TwoFactorSetupPage({ enabled, role }: { enabled: boolean; role: string }) {
  const params = useSearchParams();
  const next = safeRedirectPath(params.get("redirect"), dashboardPath(role));
  if (enabled)
    return (
      <p className="text-sm" role="status">
        Tu cuenta ya tiene la verificación en dos pasos activada.{" "}
        <Link href={next} className="font-medium underline underline-offset-4">
          Continuar
        </Link>
      </p>
    );
  // A full navigation, so every part of the site sees the renewed session.
  return <TwoFactorSetup onFinished={() => window.location.assign(next)} />;
}
