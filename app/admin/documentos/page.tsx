import type { Metadata } from "next";
import { env } from "@/server/env";
import { listDocumentsPage, parseDocumentQuery } from "@/server/documents";
import { listScreen } from "../_components/list-screen";
import { DocumentsTable } from "./_components/documents-table";

export const metadata: Metadata = { title: "Documentos" };

export default listScreen({
  title: "Documentos",
  subtitle: "Documentación de las operaciones y su visibilidad.",
  parse: parseDocumentQuery,
  load: async (actor, query) => ({ page: await listDocumentsPage(actor, query), maxUploadMb: env().UPLOAD_MAX_MB }),
  Table: DocumentsTable,
});
