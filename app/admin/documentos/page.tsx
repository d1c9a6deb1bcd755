import type { Metadata } from "next";
import { listDocumentsPage, parseDocumentQuery } from "@/server/papers/documents";
import { listScreen } from "../_components/list-screen";
import { DocumentsTable } from "./_components/documents-table";

export const metadata: Metadata = { title: "Documentos" };

export default listScreen({
  title: "Documentos",
  subtitle: "Documentación de las operaciones y su visibilidad.",
  parse: parseDocumentQuery,
  list: listDocumentsPage,
  Table: DocumentsTable,
});
