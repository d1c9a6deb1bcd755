import { TitledCard } from "@/components/layout/titled-card";
import { PapersTable } from "@/components/admin/papers-table";
import { ParticipationBalances } from "@/components/admin/participation-balances";
import type { TablePage } from "@/lib/table-query";
import type { BalanceTotals, ParticipationBalance } from "@/server/participations/balances";
import type { OperationPaper } from "@/server/operations/overview";
import type { MovementDto } from "@/server/ledger/movements";
import { TransactionsTable } from "../transactions/_components/transactions-table";

/**
 * What the operation's page and the investor's page share: the participations with their balances,
 * the movements (the Transacciones list fixed to the operation or the investor) and the papers.
 */
export function MoneySections({
  by,
  balances,
  totals,
  movements,
  sort,
  dir,
  fixed,
  papers,
}: {
  by: "investor" | "operation";
  balances: ParticipationBalance[];
  totals: BalanceTotals;
  movements: TablePage<MovementDto>;
  sort: string;
  dir: "asc" | "desc";
  fixed: Record<string, string>;
  papers: { title: string; empty: string; rows: OperationPaper[] };
}) {
  return (
    <>
      <TitledCard title="Participaciones" className="mt-6">
        <ParticipationBalances balances={balances} totals={totals} by={by} />
      </TitledCard>
      <section aria-labelledby="movements" className="mt-8">
        <h2 id="movements" className="mb-3 text-xl font-semibold">
          Movimientos
        </h2>
        <TransactionsTable page={movements} sort={sort} dir={dir} fixed={fixed} />
      </section>
      <TitledCard title={papers.title} className="mt-8">
        <PapersTable papers={papers.rows} empty={papers.empty} />
      </TitledCard>
    </>
  );
}
