import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Crear contraseña", robots: { index: false } };

export default function ResetPasswordPage() {
  return (
    <AuthCard title="Crear contraseña" description="Elige la contraseña con la que entrarás a tu área de inversor.">
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </AuthCard>
  );
}
