import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { getSettings } from "@/server/settings";
import { adminPage } from "../_components/admin-page";
import { SettingsForm } from "./_components/settings-form";

export const metadata: Metadata = { title: "Configuración" };

export default adminPage(async function AdminSettingsPage(actor) {
  const settings = await getSettings(actor);
  return (
    <>
      <PageHeader title="Configuración" subtitle="Datos del club que muestran las páginas públicas." />
      <SettingsForm settings={settings} />
    </>
  );
});
