"use client";

import { EntityTable, type ListProps } from "@/components/admin/entity-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import type { InvestorDto } from "@/server/investors";
import { INVESTOR_MESSAGES, InvestorFormDialog } from "./investor-form-dialog";
import { investorColumns } from "./investor-columns";

export function InvestorsTable({ comerciales, ...list }: ListProps<InvestorDto> & { comerciales: string[] }) {
  return (
    <EntityTable
      {...list}
      endpoint="/api/users"
      messages={INVESTOR_MESSAGES}
      columns={investorColumns}
      label="Inversores"
      emptyText="No se encontraron inversores."
      searchPlaceholder="Buscar por email, nombre, apellidos, teléfono o comercial..."
      newLabel="Nuevo Inversor"
      filters={
        <FilterSelect
          name="comercial"
          label="Comercial"
          allLabel="Todos los comerciales"
          options={comerciales.map((c) => ({ value: c, label: c }))}
        />
      }
      dialog={(props) => <InvestorFormDialog {...props} />}
    />
  );
}
