import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { pageActor } from "@/server/auth/session";
import { env } from "@/server/env";
import { parseEmailQuery, listEmailsPage } from "@/server/mail/admin";
import { EmailsTable } from "./_components/emails-table";

export const metadata: Metadata = { title: "Correo saliente" };

export default async function AdminMailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await pageActor("admin");
  if (!actor) return null;
  const query = parseEmailQuery(await searchParams);
  const page = await listEmailsPage(actor, query);
  const subtitle = env().SMTP_URL
    ? "Los correos que envía el club, con su estado."
    : "Sin servidor de correo (SMTP_URL): los mensajes se guardan aquí y no salen de la plataforma.";
  return (
    <>
      <PageHeader title="Correo saliente" subtitle={subtitle} />
      <EmailsTable page={page} sort={query.sort} dir={query.dir} />
    </>
  );
}
