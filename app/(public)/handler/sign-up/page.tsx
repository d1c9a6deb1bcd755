import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard, AuthLink } from "@/components/auth/auth-card";
import { clerkForm } from "@/components/auth/clerk-form";
import { SignUpForm } from "@/components/auth/sign-up-form";

export const metadata: Metadata = { title: "Crear cuenta", robots: { index: false } };

export default async function SignUpPage() {
  const clerk = await clerkForm("sign-up");
  if (clerk) return clerk;
  return (
    <AuthCard
      title="Crear cuenta"
      description="Regístrate como inversor del club para seguir tus participaciones."
      footer={
        <p className="text-center text-sm text-muted-foreground">
          ¿Ya tienes cuenta? <AuthLink href="/handler/sign-in">Inicia sesión</AuthLink>
        </p>
      }
    >
      <Suspense>
        <SignUpForm />
      </Suspense>
    </AuthCard>
  );
}
