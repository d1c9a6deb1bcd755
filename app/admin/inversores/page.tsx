import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { parseTableQuery } from "@/lib/table-query";
import { pageActor } from "@/server/auth/session";
import { INVESTOR_SORTS, listComerciales, listInvestorsPage } from "@/server/investors";
import { InvestorsTable } from "./_components/investors-table";

export const metadata: Metadata = { title: "Inversores" };

export default async function AdminInvestorsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await pageActor("admin");
  if (!actor) return null;
  const query = parseTableQuery(await searchParams, { sortable: INVESTOR_SORTS, defaultSort: "createdAt", filters: ["comercial"] });
  const [page, comerciales] = await Promise.all([listInvestorsPage(actor, query), listComerciales(actor)]);
  return (
    <>
      <PageHeader title="Inversores" subtitle="Los inversores del club." />
      <InvestorsTable page={page} comerciales={comerciales} sort={query.sort} dir={query.dir} />
    </>
  );
}
