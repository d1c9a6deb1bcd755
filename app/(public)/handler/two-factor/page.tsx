import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { GuardRedirect } from "@/components/auth/guard-redirect";
import { GuardLoading } from "@/components/auth/protected";
import { TwoFactorSetupPage } from "@/components/account/two-factor-setup-page";
import { isClerkEnabled } from "@/server/platform/auth-config";
import { getActor } from "@/server/auth/session";
import { twoFactorStatus } from "@/server/auth/two-factor";

export const metadata: Metadata = { title: "Verificación en dos pasos", robots: { index: false } };

/**
 * Where an administrator without a second factor is sent (by the back-office's guard) to set it
 * up before anything of the back-office answers; any signed-in account may use it.
 */
export default function TwoFactorPage() {
  return (
    <AuthCard
      title="Verificación en dos pasos"
      description="Protege tu cuenta con un código de una aplicación de autenticación además de la contraseña. Es obligatoria para los administradores."
    >
      <Suspense fallback={<GuardLoading />}>
        <SetUp />
      </Suspense>
    </AuthCard>
  );
}

async function SetUp() {
  if (isClerkEnabled())
    return <p className="text-sm">Con Clerk, la verificación en dos pasos se configura en el menú de tu cuenta de Clerk.</p>;
  const actor = await getActor();
  if (!actor) return <GuardRedirect kind="unauthenticated" />;
  const { enabled } = await twoFactorStatus(actor);
  return <TwoFactorSetupPage enabled={enabled} role={actor.role} />;
}
