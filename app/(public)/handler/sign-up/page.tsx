import type { Metadata } from "next";
import { Suspense } from "react";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { isClerkEnabled } from "@/server/auth/config";

export const metadata: Metadata = { title: "Crear cuenta", robots: { index: false } };

export default async function SignUpPage() {
  if (isClerkEnabled()) {
    const { ClerkSignUp } = await import("@/components/auth/clerk-widgets");
    return (
      <div className="flex justify-center px-4 py-16">
        <ClerkSignUp />
      </div>
    );
  }
  return (
    <AuthCard
      title="Crear cuenta"
      description="Regístrate como inversor del club para seguir tus participaciones."
      footer={
        <p className="text-center text-sm text-muted-foreground">
          ¿Ya tienes cuenta?{" "}
          <Link href="/handler/sign-in" className="font-medium text-foreground underline underline-offset-4">
            Inicia sesión
          </Link>
        </p>
      }
    >
      <Suspense>
        <SignUpForm />
      </Suspense>
    </AuthCard>
  );
}
