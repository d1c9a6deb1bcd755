import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { OwnDataForm } from "@/components/investor/own-data-form";
import { OwnDataExport } from "@/components/investor/own-data-export";
import { TitledCard } from "@/components/layout/titled-card";
import { getOwnData } from "@/server/account/own-data";
import { pageActor } from "@/server/auth/session";
import { AccountClosureCard } from "@/components/investor/account-closure-card";
import { getClosureRequest } from "@/server/account/closure";
import { ROLES } from "@/server/core/actor";
import { ownPendingIban } from "@/server/investors/iban-change";
import { PendingIbanCard } from "@/components/investor/pending-iban-card";

export const metadata: Metadata = { title: "Mis datos" };

/** "Mis datos": the investor's NIF/NIE, address, phone and the IBAN the club pays into. */
export default async function OwnDataPage() {
  const actor = await pageActor();
  if (!actor) return null;
  const pendingIban = await ownPendingIban(actor);
  return (
    <>
      <PageHeader title="Mis datos" subtitle="Los datos que el club necesita para pagarte y certificar tus retenciones." />
      {pendingIban && <PendingIbanCard pending={pendingIban} />}
      <TitledCard title="Datos personales y bancarios">
        <OwnDataForm initial={await getOwnData(actor)} />
      </TitledCard>
      <OwnDataExport />
      {actor.role === ROLES.investor && <AccountClosureCard initial={await getClosureRequest(actor)} />}
    </>
  );
}
