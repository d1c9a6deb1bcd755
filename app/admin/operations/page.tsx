import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { pageActor } from "@/server/auth/session";
import { listOperationProvinces, listOperationsPage, parseOperationQuery } from "@/server/operations/admin";
import { OperationsTable } from "./_components/operations-table";

export const metadata: Metadata = { title: "Operaciones" };

export default async function AdminOperationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await pageActor("admin");
  if (!actor) return null;
  const query = parseOperationQuery(await searchParams);
  const [page, provinces] = await Promise.all([listOperationsPage(actor, query), listOperationProvinces(actor)]);
  return (
    <>
      <PageHeader title="Operaciones" subtitle="Gestiona las operaciones del club." />
      <OperationsTable page={page} provinces={provinces} sort={query.sort} dir={query.dir} />
    </>
  );
}
