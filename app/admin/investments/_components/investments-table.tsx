"use client";

import { EntityTable, type ListProps } from "@/components/admin/entity-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import type { InvestmentDto } from "@/server/investments";
import { INVESTMENT_STATUS_OPTIONS } from "@/lib/validations/investment";
import { INVESTMENT_MESSAGES, InvestmentFormDialog } from "./investment-form-dialog";
import { investmentColumns } from "./investment-columns";

export function InvestmentsTable(list: ListProps<InvestmentDto>) {
  return (
    <EntityTable
      {...list}
      endpoint="/api/investments"
      messages={INVESTMENT_MESSAGES}
      columns={investmentColumns}
      label="Participaciones"
      emptyText="No se encontraron participaciones."
      searchPlaceholder="Buscar por inversor u operación..."
      newLabel="Nueva Participación"
      filters={<FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={INVESTMENT_STATUS_OPTIONS} />}
      dialog={(props) => <InvestmentFormDialog {...props} />}
    />
  );
}
