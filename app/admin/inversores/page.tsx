import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { pageActor } from "@/server/auth/session";
import { parseInvestorQuery, listComerciales, listInvestorsPage } from "@/server/investors";
import { InvestorsTable } from "./_components/investors-table";

export const metadata: Metadata = { title: "Inversores" };

export default async function AdminInvestorsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await pageActor("admin");
  if (!actor) return null;
  const query = parseInvestorQuery(await searchParams);
  const [page, comerciales] = await Promise.all([listInvestorsPage(actor, query), listComerciales(actor)]);
  return (
    <>
      <PageHeader title="Inversores" subtitle="Los inversores del club." />
      <InvestorsTable page={page} comerciales={comerciales} sort={query.sort} dir={query.dir} />
    </>
  );
}
