import type { Metadata } from "next";
import { AuthCard, AuthLink } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "¿Has olvidado tu contraseña?", robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="¿Has olvidado tu contraseña?"
      description="Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva."
      footer={
        <p className="text-center text-sm text-muted-foreground">
          <AuthLink href="/handler/sign-in">Volver a Iniciar Sesión</AuthLink>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
