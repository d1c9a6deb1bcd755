import type { Metadata } from "next";
import { env } from "@/server/env";
import { listContractsPage, parseContractQuery } from "@/server/contracts";
import { listScreen } from "../_components/list-screen";
import { ContractsTable } from "./_components/contracts-table";

export const metadata: Metadata = { title: "Contratos" };

export default listScreen({
  title: "Contratos",
  subtitle: "Contratos de las operaciones.",
  parse: parseContractQuery,
  load: async (actor, query) => ({ page: await listContractsPage(actor, query), maxUploadMb: env().UPLOAD_MAX_MB }),
  Table: ContractsTable,
});
