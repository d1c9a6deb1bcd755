import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { getSettings } from "@/server/club/settings";
import { getPaymentSettings } from "@/server/club/payment-settings";
import { getTaxSettings } from "@/server/club/tax-settings";
import { adminPage } from "../_components/admin-page";
import { SettingsForm } from "./_components/settings-form";
import { PaymentSettingsForm } from "./_components/payment-settings-form";
import { TaxSettingsForm } from "./_components/tax-settings-form";
import { LegalTextsForm } from "./_components/legal-texts-form";
import { listLegalTexts } from "@/server/club/legal-texts";
import { getRetention } from "@/server/club/retention-settings";
import { listClosedAccounts } from "@/server/account/blocked";
import { RetentionSettingsForm } from "./_components/retention-settings-form";
import { ComplaintSettingsForm } from "./_components/complaint-settings-form";
import { getComplaintSettings } from "@/server/club/complaint-settings";
import { ClosedAccounts } from "./_components/closed-accounts";
import { KycSettingsForm } from "./_components/kyc-settings-form";
import { getKycSettings } from "@/server/kyc/settings";
import { getDepositSettings } from "@/server/club/deposit-settings";
import { DepositSettingsForm } from "./_components/deposit-settings-form";
import { interestCreditedThrough } from "@/server/deposit/interest-run";

export const metadata: Metadata = { title: "Configuración" };

export default adminPage(async function AdminSettingsPage(actor) {
  const [settings, payments, tax, legal, retention, closed, kyc, deposit, creditedThrough, complaints] = await Promise.all([
    getSettings(actor),
    getPaymentSettings(actor),
    getTaxSettings(actor),
    listLegalTexts(actor),
    getRetention(actor),
    listClosedAccounts(actor),
    getKycSettings(actor),
    getDepositSettings(actor),
    interestCreditedThrough(actor),
    getComplaintSettings(actor),
  ]);
  return (
    <>
      <PageHeader
        title="Configuración"
        subtitle="Datos del club que muestran las páginas públicas, las instrucciones de pago, los papeles fiscales, las páginas legales y la conservación de los datos."
      />
      <div className="grid gap-6">
        <TitledCard title={<h2>Datos públicos</h2>}>
          <SettingsForm settings={settings} />
        </TitledCard>
        <TitledCard title={<h2>Cobros</h2>}>
          <PaymentSettingsForm settings={payments} />
        </TitledCard>
        <TitledCard title={<h2>Identidad y fiscalidad</h2>}>
          <TaxSettingsForm settings={tax} />
        </TitledCard>
        <TitledCard title={<h2>Cuenta de depósito</h2>}>
          <DepositSettingsForm settings={deposit} creditedThrough={creditedThrough} />
        </TitledCard>
        <TitledCard title={<h2>Verificación de identidad</h2>}>
          <KycSettingsForm settings={kyc} />
        </TitledCard>
        <TitledCard title={<h2>Textos legales</h2>}>
          <LegalTextsForm texts={legal} />
        </TitledCard>
        <TitledCard title={<h2>Reclamaciones</h2>}>
          <ComplaintSettingsForm settings={complaints} />
        </TitledCard>
        <TitledCard title={<h2>Protección de datos</h2>}>
          <RetentionSettingsForm settings={retention} />
        </TitledCard>
        <TitledCard title={<h2>Cuentas cerradas</h2>}>
          <ClosedAccounts accounts={closed} />
        </TitledCard>
      </div>
    </>
  );
});
