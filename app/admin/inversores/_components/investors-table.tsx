"use client";

import type { AdminEntity } from "@/components/admin/admin-entity";
import { EntityTable } from "@/components/admin/entity-table";
import type { ListProps } from "@/components/admin/list-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import type { InvestorDto } from "@/server/investors/records";
import { InvestorFormDialog } from "./investor-form-dialog";
import { investorColumns } from "./investor-columns";

export const INVESTORS: AdminEntity = {
  endpoint: "/api/users",
  names: { singular: "Inversor", plural: "Inversores" },
  search: "Buscar por email, nombre, apellidos, teléfono o comercial...",
};

export function InvestorsTable({ comerciales, ...list }: ListProps<InvestorDto> & { comerciales: string[] }) {
  return (
    <EntityTable
      {...list}
      entity={INVESTORS}
      columns={investorColumns}
      filters={
        <>
          <FilterSelect
            name="comercial"
            label="Comercial"
            allLabel="Todos los comerciales"
            options={comerciales.map((c) => ({ value: c, label: c }))}
          />
          <FilterSelect name="archived" label="Archivo" allLabel="Sin archivar" options={[{ value: "1", label: "Archivados" }]} />
          <FilterSelect
            name="closure"
            label="Cierre de cuenta"
            allLabel="Todas las cuentas"
            options={[{ value: "1", label: "Cierre solicitado" }]}
          />
        </>
      }
      Dialog={InvestorFormDialog}
    />
  );
}
