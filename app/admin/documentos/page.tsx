import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { pageActor } from "@/server/auth/session";
import { env } from "@/server/env";
import { parseDocumentQuery, listDocumentsPage } from "@/server/documents";
import { DocumentsTable } from "./_components/documents-table";

export const metadata: Metadata = { title: "Documentos" };

export default async function AdminDocumentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await pageActor("admin");
  if (!actor) return null;
  const query = parseDocumentQuery(await searchParams);
  const page = await listDocumentsPage(actor, query);
  return (
    <>
      <PageHeader title="Documentos" subtitle="Documentación de las operaciones y su visibilidad." />
      <DocumentsTable page={page} sort={query.sort} dir={query.dir} maxUploadMb={env().UPLOAD_MAX_MB} />
    </>
  );
}
