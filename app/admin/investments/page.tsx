import type { Metadata } from "next";
import { listParticipationsPage, parseParticipationQuery } from "@/server/participations/records";
import { listScreen } from "../_components/list-screen";
import { InvestmentsTable } from "./_components/investments-table";

export const metadata: Metadata = { title: "Participaciones" };

export default listScreen({
  title: "Participaciones",
  subtitle: "Quién ha invertido cuánto en cada operación.",
  parse: parseParticipationQuery,
  list: listParticipationsPage,
  Table: InvestmentsTable,
});
