import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { BankStatementImport } from "@/components/admin/bank/bank-statement-import";
import { BankEntriesTable, BankStatementsTable } from "@/components/admin/bank/bank-tables";
import { DECIDED_STATUSES, listBankEntries, listBankStatements } from "@/server/bank/entries";
import { adminPage } from "../_components/admin-page";

export const metadata: Metadata = { title: "Banco" };

/**
 * Banco: the club account's statements. An import turns each transfer carrying a payment reference
 * into its participation's contribution; the rest waits here for an admin's decision.
 */
export default adminPage(async function AdminBankPage(actor) {
  const [review, settled, statements] = await Promise.all([
    listBankEntries(actor, ["review"]),
    listBankEntries(actor, DECIDED_STATUSES, 50),
    listBankStatements(actor),
  ]);
  return (
    <>
      <PageHeader title="Banco" subtitle="Extractos de la cuenta del club: las transferencias con referencia de pago se anotan solas." />
      <div className="grid gap-6">
        <TitledCard title={<h2>Importar extracto</h2>}>
          <BankStatementImport />
        </TitledCard>
        <TitledCard title={<h2>Pendientes de revisión</h2>}>
          <BankEntriesTable label="Pendientes de revisión" entries={review} decide empty="No hay apuntes pendientes de revisión" />
        </TitledCard>
        <TitledCard title={<h2>Últimos apuntes decididos</h2>}>
          <BankEntriesTable label="Últimos apuntes decididos" entries={settled} empty="Todavía no se ha conciliado ningún apunte" />
        </TitledCard>
        <TitledCard title={<h2>Extractos importados</h2>}>
          <BankStatementsTable statements={statements} />
        </TitledCard>
      </div>
    </>
  );
});
