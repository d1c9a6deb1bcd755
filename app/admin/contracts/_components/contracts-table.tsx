"use client";

import { EntityTable, type ListProps } from "@/components/admin/entity-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import { CONTRACT_STATUS_OPTIONS } from "@/lib/validations/contract";
import type { ContractDto } from "@/server/contracts";
import { CONTRACT_MESSAGES, ContractFormDialog } from "./contract-form-dialog";
import { contractColumns } from "./contract-columns";

export function ContractsTable({ maxUploadMb, ...list }: ListProps<ContractDto> & { maxUploadMb: number }) {
  return (
    <EntityTable
      {...list}
      endpoint="/api/contracts"
      messages={CONTRACT_MESSAGES}
      columns={contractColumns}
      label="Contratos"
      emptyText="No se encontraron contratos."
      searchPlaceholder="Buscar por título, tipo u operación..."
      newLabel="Nuevo Contrato"
      filters={<FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={CONTRACT_STATUS_OPTIONS} />}
      dialog={(props) => <ContractFormDialog {...props} maxUploadMb={maxUploadMb} />}
    />
  );
}
