import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard, AuthLink } from "@/components/auth/auth-card";
import { clerkForm } from "@/components/auth/clerk-form";
import { GuardNotice } from "@/components/auth/guard-notice";
import { SignInForm } from "@/components/auth/sign-in-form";
import { env } from "@/server/platform/env";

export const metadata: Metadata = { title: "Iniciar Sesión", robots: { index: false } };

export default async function SignInPage() {
  const clerk = await clerkForm("sign-in");
  if (clerk) return clerk;
  const showDemo = env().NODE_ENV !== "production";
  return (
    <AuthCard
      title="Iniciar Sesión"
      description="Accede a tu área de inversor o al panel de administración."
      footer={
        <p className="grid gap-2 text-center text-sm text-muted-foreground">
          <AuthLink href="/handler/forgot-password">¿Has olvidado tu contraseña?</AuthLink>
          <span>
            ¿Aún no tienes cuenta? <AuthLink href="/handler/sign-up">Regístrate</AuthLink>
          </span>
        </p>
      }
    >
      <Suspense>
        <GuardNotice />
        <SignInForm />
      </Suspense>
      {showDemo && (
        <div className="rounded-md border border-dashed border-border p-3 text-sm text-muted-foreground" data-testid="demo-accounts">
          <p className="font-medium text-foreground">Cuentas de demostración</p>
          <p>admin@demo.local · inversor@demo.local</p>
          <p>Contraseña: la de DEMO_PASSWORD (por defecto «demo-password»)</p>
          <p>
            Código del administrador: el de la clave TOTP DEMO_TOTP_SECRET (por defecto «JBSWY3DPEHPK3PXP») en tu aplicación de
            autenticación
          </p>
        </div>
      )}
    </AuthCard>
  );
}
