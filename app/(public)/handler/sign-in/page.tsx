import type { Metadata } from "next";
import { Suspense } from "react";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { GuardNotice } from "@/components/auth/guard-notice";
import { SignInForm } from "@/components/auth/sign-in-form";
import { isClerkEnabled } from "@/server/auth/config";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "Iniciar Sesión", robots: { index: false } };

export default async function SignInPage() {
  if (isClerkEnabled()) {
    const { ClerkSignIn } = await import("@/components/auth/clerk-widgets");
    return (
      <div className="flex justify-center px-4 py-16">
        <ClerkSignIn />
      </div>
    );
  }
  const showDemo = env().NODE_ENV !== "production";
  return (
    <AuthCard
      title="Iniciar Sesión"
      description="Accede a tu área de inversor o al panel de administración."
      footer={
        <p className="grid gap-2 text-center text-sm text-muted-foreground">
          <Link href="/handler/forgot-password" className="font-medium text-foreground underline underline-offset-4">
            ¿Has olvidado tu contraseña?
          </Link>
          <span>
            ¿Aún no tienes cuenta?{" "}
            <Link href="/handler/sign-up" className="font-medium text-foreground underline underline-offset-4">
              Regístrate
            </Link>
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
        </div>
      )}
    </AuthCard>
  );
}
