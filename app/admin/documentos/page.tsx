import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { parseTableQuery } from "@/lib/table-query";
import { pageActor } from "@/server/auth/session";
import { env } from "@/server/env";
import { DOCUMENT_SORTS, listDocumentsPage } from "@/server/documents";
import { DocumentsTable } from "./_components/documents-table";

export const metadata: Metadata = { title: "Documentos" };

export default async function AdminDocumentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await pageActor("admin");
  if (!actor) return null;
  const query = parseTableQuery(await searchParams, { sortable: DOCUMENT_SORTS, defaultSort: "uploadedAt", filters: ["visibility"] });
  const page = await listDocumentsPage(actor, query);
  return (
    <>
      <PageHeader title="Documentos" subtitle="Documentación de las operaciones y su visibilidad." />
      <DocumentsTable page={page} sort={query.sort} dir={query.dir} maxUploadMb={env().UPLOAD_MAX_MB} />
    </>
  );
}
