import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "¿Has olvidado tu contraseña?", robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="¿Has olvidado tu contraseña?"
      description="Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva."
      footer={
        <p className="text-center text-sm text-muted-foreground">
          <Link href="/handler/sign-in" className="font-medium text-foreground underline underline-offset-4">
            Volver a Iniciar Sesión
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
