import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { pageActor } from "@/server/auth/session";
import { parseInvestmentQuery, listInvestmentsPage } from "@/server/investments";
import { InvestmentsTable } from "./_components/investments-table";

export const metadata: Metadata = { title: "Participaciones" };

export default async function AdminInvestmentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await pageActor("admin");
  if (!actor) return null;
  const query = parseInvestmentQuery(await searchParams);
  const page = await listInvestmentsPage(actor, query);
  return (
    <>
      <PageHeader title="Participaciones" subtitle="Quién ha invertido cuánto en cada operación." />
      <InvestmentsTable page={page} sort={query.sort} dir={query.dir} />
    </>
  );
}
