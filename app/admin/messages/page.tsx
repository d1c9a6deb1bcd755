import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { pageActor } from "@/server/auth/session";
import { listMessagesPage, parseMessageQuery } from "@/server/messages";
import { MessagesTable } from "./_components/messages-table";

export const metadata: Metadata = { title: "Mensajes" };

export default async function AdminMessagesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await pageActor("admin");
  if (!actor) return null;
  const query = parseMessageQuery(await searchParams);
  const page = await listMessagesPage(actor, query);
  return (
    <>
      <PageHeader title="Mensajes" subtitle="Lo que escriben los visitantes desde el formulario de contacto." />
      <MessagesTable page={page} sort={query.sort} dir={query.dir} />
    </>
  );
}
