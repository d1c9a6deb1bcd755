import type { Metadata } from "next";
import Link from "next/link";
import { Token } from "@/components/shared/breakable";
import { WORDS_WRAP, WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { RowsTable } from "@/components/shared/rows-table";
import { DownloadLink } from "@/components/shared/download-link";
import { formatDate, formatMoney } from "@/lib/format";
import { printedReference } from "@/lib/payment-reference";
import { listDepositAccounts } from "@/server/deposit/admin";
import { listInterestRuns } from "@/server/deposit/interest-run";
import { getDepositSettings } from "@/server/club/deposit-settings";
import { InterestRunPanel } from "@/components/admin/deposit/interest-run-panel";
import { WithdrawalQueue } from "@/components/admin/deposit/withdrawal-queue";
import { CloseDepositAccount } from "@/components/admin/deposit/close-deposit-account";
import { DEPOSIT_STATUS_LABELS } from "@/lib/deposit/account-status";
import { listWithdrawalQueue } from "@/server/deposit/withdrawals";
import { clubCashOnRecord } from "@/server/bank/club-cash";
import { centsOf, decimalOf } from "@/lib/money";
import { lastEndedPeriodEnd } from "@/lib/deposit/calendar";
import { dayInMadrid } from "@/lib/format";
import { adminPage } from "../_components/admin-page";

export const metadata: Metadata = { title: "Cuenta de depósito" };

/**
 * Cuenta de depósito (issue 51): every account with its balance, the interest accrued this period and
 * its signed contract; the withdrawal queue by window; the period's interest run (preview, confirm, reverse).
 */
export default adminPage(async function AdminDepositPage(actor) {
  const [accounts, runs, terms, queue, cash] = await Promise.all([
    listDepositAccounts(actor),
    listInterestRuns(actor),
    getDepositSettings(actor),
    listWithdrawalQueue(actor),
    clubCashOnRecord(actor),
  ]);
  const held = decimalOf(accounts.reduce((sum, account) => sum + centsOf(account.balance), 0n));
  return (
    <>
      <PageHeader title="Cuenta de depósito" subtitle="Las cuentas de depósito abiertas, su saldo e intereses, y los contratos firmados." />
      <TitledCard title={<h2>Cuentas</h2>}>
        <RowsTable
          label="Cuentas de depósito"
          rows={accounts}
          rowTestId="deposit-account"
          empty="Nadie ha abierto todavía una cuenta de depósito."
          columns={[
            {
              header: "Inversor",
              cell: (a) => (
                <Link href={`/admin/inversores/${a.userId}`} className="font-medium underline">
                  {a.investor}
                </Link>
              ),
              className: WRAPPING_TEXT,
            },
            { header: "Email", cell: (a) => (a.email ? <Token text={a.email} /> : "—"), className: WORDS_WRAP },
            { header: "Abierta", cell: (a) => formatDate(a.openedAt) },
            { header: "Referencia", cell: (a) => printedReference(a.paymentReference) },
            { header: "Saldo", cell: (a) => formatMoney(a.balance), numeric: true },
            { header: "Intereses del periodo", cell: (a) => formatMoney(a.accruedInterest), numeric: true },
            { header: "Contrato", cell: (a) => <DownloadLink href={`/api/deposit-accounts/${a.id}/contract`} />, numeric: true },
            {
              header: "Estado",
              cell: (a) => (a.status === "open" ? <CloseDepositAccount account={a} /> : (DEPOSIT_STATUS_LABELS[a.status] ?? a.status)),
              numeric: true,
            },
          ]}
        />
      </TitledCard>
      <TitledCard
        title={
          <h2 id="retiradas" className="scroll-mt-20">
            Retiradas
          </h2>
        }
        className="mt-6"
      >
        <WithdrawalQueue withdrawals={queue} held={held} cash={cash} />
      </TitledCard>
      <TitledCard
        title={
          <h2 id="intereses" className="scroll-mt-20">
            Intereses
          </h2>
        }
        className="mt-6"
      >
        <InterestRunPanel lastPeriodEnd={lastEndedPeriodEnd(dayInMadrid(new Date()), terms.depositCrediting)} runs={runs} />
      </TitledCard>
    </>
  );
});
