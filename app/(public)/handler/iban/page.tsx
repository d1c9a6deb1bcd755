import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { IbanChangeConfirmation } from "@/components/auth/iban-change-confirmation";

export const metadata: Metadata = { title: "Confirmar la cuenta para cobros", robots: { index: false } };

/** The one-time link of a payout IBAN the club typed for the investor (server/investors/iban-change.ts). */
export default function IbanChangePage() {
  return (
    <AuthCard
      title="Confirmar la cuenta para cobros"
      description="El club ha anotado una cuenta nueva para pagarte. Confírmala si es tuya; hasta entonces te paga en la anterior."
    >
      <Suspense>
        <IbanChangeConfirmation />
      </Suspense>
    </AuthCard>
  );
}
