import type { Metadata } from "next";
import { listOperationProvinces, listOperationsPage, parseOperationQuery } from "@/server/operations/admin";
import { listScreen } from "../_components/list-screen";
import { OperationsTable } from "./_components/operations-table";

export const metadata: Metadata = { title: "Operaciones" };

export default listScreen({
  title: "Operaciones",
  subtitle: "Gestiona las operaciones del club.",
  parse: parseOperationQuery,
  list: listOperationsPage,
  extras: { provinces: listOperationProvinces },
  Table: OperationsTable,
});
