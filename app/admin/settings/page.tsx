import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { pageActor } from "@/server/auth/session";
import { getSettings } from "@/server/settings";
import { SettingsForm } from "./_components/settings-form";

export const metadata: Metadata = { title: "Configuración" };

export default async function AdminSettingsPage() {
  const actor = await pageActor("admin");
  if (!actor) return null;
  const settings = await getSettings(actor);
  return (
    <>
      <PageHeader title="Configuración" subtitle="Datos del club que muestran las páginas públicas." />
      <SettingsForm settings={settings} />
    </>
  );
}
