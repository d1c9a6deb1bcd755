import type { Metadata } from "next";
import { listMovementsPage, parseMovementQuery } from "@/server/ledger/movements";
import { listScreen } from "../_components/list-screen";
import { TransactionsTable } from "./_components/transactions-table";

export const metadata: Metadata = { title: "Transacciones" };

export default listScreen({
  title: "Transacciones",
  subtitle: "Aportes, devoluciones y honorarios de cada operación.",
  parse: parseMovementQuery,
  list: listMovementsPage,
  Table: TransactionsTable,
});
