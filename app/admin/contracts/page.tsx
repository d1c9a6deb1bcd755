import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { pageActor } from "@/server/auth/session";
import { env } from "@/server/env";
import { parseContractQuery, listContractsPage } from "@/server/contracts";
import { ContractsTable } from "./_components/contracts-table";

export const metadata: Metadata = { title: "Contratos" };

export default async function AdminContractsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await pageActor("admin");
  if (!actor) return null;
  const query = parseContractQuery(await searchParams);
  const page = await listContractsPage(actor, query);
  return (
    <>
      <PageHeader title="Contratos" subtitle="Contratos de las operaciones." />
      <ContractsTable page={page} sort={query.sort} dir={query.dir} maxUploadMb={env().UPLOAD_MAX_MB} />
    </>
  );
}
