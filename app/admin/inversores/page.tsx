import type { Metadata } from "next";
import { listComerciales, listInvestorsPage, parseInvestorQuery } from "@/server/investors/records";
import { listScreen } from "../_components/list-screen";
import { InvestorsTable } from "./_components/investors-table";

export const metadata: Metadata = { title: "Inversores" };

export default listScreen({
  title: "Inversores",
  subtitle: "Los inversores del club.",
  parse: parseInvestorQuery,
  list: listInvestorsPage,
  extras: { comerciales: listComerciales },
  Table: InvestorsTable,
});
