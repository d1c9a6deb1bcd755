import type { Metadata } from "next";
import { listComerciales, listInvestorsPage, parseInvestorQuery } from "@/server/investors";
import { listScreen } from "../_components/list-screen";
import { InvestorsTable } from "./_components/investors-table";

export const metadata: Metadata = { title: "Inversores" };

export default listScreen({
  title: "Inversores",
  subtitle: "Los inversores del club.",
  parse: parseInvestorQuery,
  load: async (actor, query) => {
    const [page, comerciales] = await Promise.all([listInvestorsPage(actor, query), listComerciales(actor)]);
    return { page, comerciales };
  },
  Table: InvestorsTable,
});
