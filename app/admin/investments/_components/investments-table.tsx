"use client";

import type { AdminEntity } from "@/components/admin/admin-entity";
import { EntityTable } from "@/components/admin/entity-table";
import type { ListProps } from "@/components/admin/list-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import type { ParticipationDto } from "@/server/participations/records";
import { INVESTMENT_STATUS_OPTIONS } from "@/lib/validations/investment";
import { InvestmentFormDialog } from "./investment-form-dialog";
import { investmentColumns } from "./investment-columns";

export const INVESTMENTS: AdminEntity = {
  endpoint: "/api/investments",
  names: { singular: "Participación", plural: "Participaciones", feminine: true },
  search: "Buscar por inversor u operación...",
};

const FILTERS = <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={INVESTMENT_STATUS_OPTIONS} />;

export function InvestmentsTable(list: ListProps<ParticipationDto>) {
  return <EntityTable {...list} entity={INVESTMENTS} columns={investmentColumns} filters={FILTERS} Dialog={InvestmentFormDialog} />;
}
