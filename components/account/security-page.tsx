import { headers } from "next/headers";
import { PageHeader } from "@/components/dashboard/page-header";
import { listSessions } from "@/server/auth/account-security";
import type { Actor } from "@/server/core/actor";
import { isClerkEnabled } from "@/server/platform/auth-config";
import { PasswordChangeCard } from "./password-change-card";
import { twoFactorSectionProps } from "@/server/auth/two-factor";
import { SessionsCard } from "./sessions-card";
import { TwoFactorSection } from "./two-factor-section";

/**
 * "Seguridad", the same for investors (/investor/seguridad) and admins (/admin/seguridad): the
 * password, the second factor (TwoFactorSection) and the open sessions. With Clerk, the account is managed in Clerk's own pages.
 */
export async function SecurityPage({ actor }: { actor: Actor }) {
  if (isClerkEnabled())
    return (
      <>
        <PageHeader title="Seguridad" />
        <p className="text-muted-foreground">La contraseña y las sesiones de tu cuenta se gestionan en el menú de tu cuenta de Clerk.</p>
      </>
    );
  const sessions = await listSessions(actor, await headers());
  return (
    <>
      <PageHeader title="Seguridad" subtitle="Tu contraseña, la verificación en dos pasos y dónde tienes la sesión abierta." />
      <div className="grid gap-6">
        <PasswordChangeCard />
        <TwoFactorSection {...await twoFactorSectionProps(actor)} />
        <SessionsCard sessions={sessions} />
      </div>
    </>
  );
}
