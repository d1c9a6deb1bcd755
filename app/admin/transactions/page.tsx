import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { pageActor } from "@/server/auth/session";
import { listTransactionsPage, parseTransactionQuery } from "@/server/transactions/records";
import { TransactionsTable } from "./_components/transactions-table";

export const metadata: Metadata = { title: "Transacciones" };

export default async function AdminTransactionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await pageActor("admin");
  if (!actor) return null;
  const query = parseTransactionQuery(await searchParams);
  const page = await listTransactionsPage(actor, query);
  return (
    <>
      <PageHeader title="Transacciones" subtitle="Aportes, devoluciones y honorarios de cada operación." />
      <TransactionsTable page={page} sort={query.sort} dir={query.dir} />
    </>
  );
}
