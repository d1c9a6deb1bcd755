import type { Metadata } from "next";
import Link from "next/link";
import { BanknoteIcon, CalendarClockIcon, PercentIcon, PiggyBankIcon } from "lucide-react";
import { EmptyState, PageHeader } from "@/components/dashboard/page-header";
import { StatCard } from "@/components/dashboard/stat-card";
import { TitledCard } from "@/components/layout/titled-card";
import { LegalText } from "@/components/legal/legal-text";
import { DepositOpening } from "@/components/investor/deposit-opening";
import { DepositTermsList } from "@/components/deposit/deposit-terms";
import { DepositInstructionsBox } from "@/components/deposit/deposit-instructions";
import { DownloadButton } from "@/components/shared/download-button";
import { RowsTable } from "@/components/shared/rows-table";
import { Button } from "@/components/ui/button";
import { formatDate, formatDateTime, formatMoney, formatPercent } from "@/lib/format";
import { formatSignedMoney } from "@/lib/signed-money";
import { DepositDesistimiento } from "@/components/investor/deposit-desistimiento";
import { fullName } from "@/server/shared/dto";
import { balanceSign, DEPOSIT_MOVEMENT_LABELS } from "@/lib/deposit/position";
import { pageActor } from "@/server/auth/session";
import { ownDepositPage } from "@/server/deposit/mine";
import { listOwnWithdrawals } from "@/server/deposit/withdrawals";
import { DepositWithdrawals } from "@/components/investor/deposit-withdrawals";
import { printedLegalVersion } from "@/lib/legal";

export const metadata: Metadata = { title: "Cuenta de depósito" };

/**
 * "Cuenta de depósito" (issue 51): the investor's account — balance, interest accrued this period
 * and to date, the next crediting day and window, how to pay in, its movements, the signed
 * contract — or, without one, its terms, the contract's current version and its signature.
 */
export default async function InvestorDepositPage() {
  const actor = await pageActor();
  if (!actor) return null;
  const page = await ownDepositPage(actor);
  if (page.state === "not-offered")
    return (
      <>
        <PageHeader title="Cuenta de depósito" />
        <EmptyState>
          <p>El club no ofrece ahora la cuenta de depósito.</p>
        </EmptyState>
      </>
    );
  if (page.state !== "open")
    return (
      <>
        <PageHeader title="Cuenta de depósito" subtitle="No vinculada a una operación: tu saldo rinde a la TAE del club." />
        <div className="grid gap-6">
          <TitledCard title={<h2>Condiciones</h2>}>
            <DepositTermsList terms={page.terms} />
            <p className="mt-4 text-sm">
              <a href={page.sheet.url} className="font-medium underline" target="_blank" rel="noreferrer">
                Ficha de información de la cuenta de depósito (versión {page.sheet.version}, PDF)
              </a>{" "}
              · riesgos, costes y tus derechos, entre ellos desistir del contrato en los 14 días siguientes a la firma.
            </p>
          </TitledCard>
          <TitledCard title={<h2>{`${page.contract.title} (versión ${printedLegalVersion(page.contract.version)})`}</h2>}>
            {/* Whole, not in a scrolling box: what is signed is read, every line on the page. */}
            <div className="rounded-md border p-4" data-testid="deposit-contract">
              <LegalText markdown={page.contract.body} />
            </div>
          </TitledCard>
          <TitledCard title={<h2>Firma</h2>}>
            {page.state === "can-open" ? (
              <DepositOpening contractVersion={page.contract.version} fichaVersion={page.sheet.version} secondFactor={page.secondFactor} />
            ) : (
              <div className="grid gap-3 text-sm">
                <p>Para abrir la cuenta, el club tiene que haber verificado tu identidad.</p>
                <Button asChild variant="outline" className="w-fit">
                  <Link href="/investor/verificacion">Verificar mi identidad</Link>
                </Button>
              </div>
            )}
          </TitledCard>
        </div>
      </>
    );
  const { account } = page;
  const withdrawals = await listOwnWithdrawals(actor);
  return (
    <>
      <PageHeader
        title="Cuenta de depósito"
        subtitle={`Abierta el ${formatDate(account.openedAt)} · contrato versión ${printedLegalVersion(account.contractVersion)}`}
        actions={
          <DownloadButton href="/api/deposit-accounts/mine/contract" failed="No se pudo descargar el contrato">
            Descargar el contrato firmado (PDF)
          </DownloadButton>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="deposit-figures">
        <StatCard
          title="Saldo"
          value={formatMoney(account.balance)}
          icon={PiggyBankIcon}
          description={`TAE ${formatPercent(account.tae)}`}
        />
        <StatCard
          title="Intereses de este periodo"
          value={formatMoney(account.accruedInterest)}
          icon={PercentIcon}
          description={
            account.awaitingCredit
              ? `Devengados hasta hoy; se abonan el ${formatDate(account.nextCreditDate)}. Del periodo terminado el ${formatDate(account.awaitingCredit.creditDay)}: ${formatMoney(account.awaitingCredit.interest)}, pendiente de abono`
              : `Devengados hasta hoy; se abonan el ${formatDate(account.nextCreditDate)}`
          }
        />
        <StatCard
          title="Intereses abonados"
          value={formatMoney(account.interestToDate)}
          icon={BanknoteIcon}
          description="Desde la apertura, brutos"
        />
        <StatCard
          title="Próxima ventana de liquidez"
          value={account.nextWindow ? formatDate(account.nextWindow) : "—"}
          icon={CalendarClockIcon}
          description={`Para una retirada pedida hoy (preaviso de ${account.noticeDays} días)`}
        />
      </div>
      <div className="mt-6 grid gap-6">
        {account.desistimientoUntil && (
          <TitledCard title={<h2>Desistir del contrato</h2>}>
            <DepositDesistimiento
              until={account.desistimientoUntil}
              contractVersion={account.contractVersion}
              name={fullName(actor) ?? ""}
              email={actor.email ?? ""}
            />
          </TitledCard>
        )}
        {account.desistedAt && (
          <TitledCard title={<h2>Desistimiento</h2>}>
            <div className="grid gap-3 text-sm">
              <p>
                Desististe del contrato el {formatDateTime(account.desistedAt)}.{" "}
                {account.status === "closed"
                  ? "La cuenta está cerrada."
                  : "Te devolvemos el saldo, con los intereses hasta el día de la transferencia, en su propio lote de transferencias."}
              </p>
              <DownloadButton href="/api/deposit-accounts/mine/desistimiento" failed="No se pudo descargar el acuse">
                Descargar el acuse de recibo (PDF)
              </DownloadButton>
            </div>
          </TitledCard>
        )}
        <TitledCard title={<h2>Cómo aportar</h2>}>
          <DepositInstructionsBox instructions={account.instructions} />
        </TitledCard>
        <TitledCard title={<h2>Retirar</h2>}>
          <DepositWithdrawals withdrawals={withdrawals} nextWindow={account.nextWindow} accountStatus={account.status} />
        </TitledCard>
        <TitledCard title={<h2>Movimientos</h2>}>
          <RowsTable
            label="Movimientos de la cuenta de depósito"
            rows={[...account.movements].reverse()}
            rowTestId="deposit-movement"
            empty="Todavía no hay movimientos: tu primera aportación aparecerá aquí cuando el banco la reciba."
            columns={[
              { header: "Fecha valor", cell: (m) => formatDate(m.valueDate) },
              { header: "Concepto", cell: (m) => DEPOSIT_MOVEMENT_LABELS[m.kind] },
              // As a bank account's statement signs it: + what came into the account, − what left it.
              {
                header: "Importe",
                cell: (m) => formatSignedMoney(balanceSign(m.kind), m.amount),
                numeric: true,
                className: "whitespace-nowrap",
              },
            ]}
          />
        </TitledCard>
      </div>
    </>
  );
}
