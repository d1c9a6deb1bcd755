import type { Metadata } from "next";
import { listInvestmentsPage, parseInvestmentQuery } from "@/server/investments/records";
import { listScreen } from "../_components/list-screen";
import { InvestmentsTable } from "./_components/investments-table";

export const metadata: Metadata = { title: "Participaciones" };

export default listScreen({
  title: "Participaciones",
  subtitle: "Quién ha invertido cuánto en cada operación.",
  parse: parseInvestmentQuery,
  list: listInvestmentsPage,
  Table: InvestmentsTable,
});
