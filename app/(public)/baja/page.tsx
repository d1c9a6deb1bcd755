import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { UnsubscribeForm } from "@/components/legal/unsubscribe-form";

export const metadata: Metadata = { title: "Darse de baja", robots: { index: false } };

/** The "Darse de baja" link of a commercial e-mail (?token=…): one click, signed out. */
export default function UnsubscribePage() {
  return (
    <AuthCard title="Darse de baja" description="Dejarás de recibir los avisos de nuevas operaciones del club.">
      <Suspense>
        <UnsubscribeForm />
      </Suspense>
    </AuthCard>
  );
}
