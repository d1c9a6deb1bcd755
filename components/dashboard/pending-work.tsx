import Link from "next/link";
import { TitledCard } from "@/components/layout/titled-card";
import { RowsTable } from "@/components/shared/rows-table";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { formatDate, formatMoney } from "@/lib/format";
import { Token } from "@/components/shared/breakable";
import type { OrderedPayouts, OverduePayment, PendingItem } from "@/server/reports/pending-work";

/**
 * "Pendiente", the admin dashboard's first block (issue 50, item 1): each thing that waits for
 * someone with its count and a link to where it is done, then the overdue payments and the payouts
 * not yet sent, listed. Nothing at all when everything is done.
 */
export function PendingWork({ items, overdue, payouts }: { items: PendingItem[]; overdue: OverduePayment[]; payouts: OrderedPayouts[] }) {
  const waiting = items.filter((item) => item.count > 0);
  if (!waiting.length) return null;
  const overdueCount = items.find((item) => item.key === "overdue")?.count ?? 0;
  return (
    <>
      <TitledCard title={<h2>Pendiente</h2>} className="mb-6">
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="pending-work">
          {waiting.map((item) => (
            <li key={item.key}>
              <Link href={item.href} className="flex items-baseline gap-2 rounded-md border px-3 py-2 text-sm hover:bg-muted">
                <span className="text-lg font-semibold tabular-nums">{item.count}</span>
                <span>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </TitledCard>
      {overdue.length > 0 && (
        <section id="pagos-vencidos" aria-labelledby="pagos-vencidos-title" className="mb-6 scroll-mt-20">
          <TitledCard title={<h2 id="pagos-vencidos-title">Pagos vencidos</h2>}>
            <RowsTable
              label="Pagos vencidos"
              rows={overdue}
              rowKey={(row) => row.investmentId}
              empty={null}
              columns={[
                {
                  header: "Inversor",
                  cell: (row) => (
                    <span className="grid">
                      <Link href={`/admin/inversores/${row.investorId}`} className="font-medium hover:underline">
                        {row.investor}
                      </Link>
                      {row.email && (
                        <span className="text-xs text-muted-foreground">
                          <Token text={row.email} />
                        </span>
                      )}
                    </span>
                  ),
                  className: WRAPPING_TEXT,
                },
                {
                  header: "Operación",
                  cell: (row) => (
                    <Link href={`/admin/operations/${row.operationId}`} className="hover:underline">
                      {row.operationTitle}
                    </Link>
                  ),
                  className: WRAPPING_TEXT,
                },
                { header: "Vencía", cell: (row) => formatDate(row.paymentDue), className: "whitespace-nowrap" },
                { header: "Pendiente", cell: (row) => formatMoney(row.owed), numeric: true, className: "whitespace-nowrap" },
              ]}
            />
            {overdueCount > overdue.length && (
              <p className="mt-2 text-sm text-muted-foreground">
                Se muestran los {overdue.length} que más tiempo llevan vencidos de {overdueCount}.
              </p>
            )}
          </TitledCard>
        </section>
      )}
      {payouts.length > 0 && (
        <section id="transferencias-por-enviar" aria-labelledby="transferencias-title" className="mb-6 scroll-mt-20">
          <TitledCard title={<h2 id="transferencias-title">Transferencias por enviar</h2>}>
            <ul className="grid gap-2 text-sm">
              {payouts.map((row) => (
                <li key={row.operationId}>
                  <Link href={`/admin/operations/${row.operationId}`} className="font-medium hover:underline">
                    {row.operationTitle}
                  </Link>
                  : {row.count === 1 ? "1 transferencia" : `${row.count} transferencias`} por {formatMoney(row.amount)}, ordenadas y sin
                  enviar al banco
                </li>
              ))}
            </ul>
          </TitledCard>
        </section>
      )}
    </>
  );
}
