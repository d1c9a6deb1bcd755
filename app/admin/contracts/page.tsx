import type { Metadata } from "next";
import { listContractsPage, parseContractQuery } from "@/server/papers/contracts";
import { listScreen } from "../_components/list-screen";
import { ContractsTable } from "./_components/contracts-table";

export const metadata: Metadata = { title: "Contratos" };

export default listScreen({
  title: "Contratos",
  subtitle: "Contratos de las operaciones.",
  parse: parseContractQuery,
  list: listContractsPage,
  Table: ContractsTable,
});
