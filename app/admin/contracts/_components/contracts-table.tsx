"use client";

import type { AdminEntity } from "@/components/admin/admin-entity";
import { EntityTable } from "@/components/admin/entity-table";
import type { ListProps } from "@/components/admin/list-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import { CONTRACT_STATUS_OPTIONS } from "@/lib/validations/contract";
import type { ContractDto } from "@/server/papers/contracts";
import { ContractFormDialog } from "./contract-form-dialog";
import { contractColumns } from "./contract-columns";

export const CONTRACTS: AdminEntity = {
  endpoint: "/api/contracts",
  names: { singular: "Contrato", plural: "Contratos" },
  search: "Buscar por título, tipo u operación...",
};

const FILTERS = <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={CONTRACT_STATUS_OPTIONS} />;

export function ContractsTable(list: ListProps<ContractDto>) {
  return <EntityTable {...list} entity={CONTRACTS} columns={contractColumns} filters={FILTERS} Dialog={ContractFormDialog} />;
}
