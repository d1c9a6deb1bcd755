"use client";

import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { FormCheckbox, FormInput, FormMoneyInput, FormSelect, FormTextarea } from "@/components/admin/form-fields";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { OPERATION_STATUS_OPTIONS, PUBLIC_PROVINCES, PROVINCE_LABELS } from "@/lib/operation-status";
import { operationSchema, type OperationInput } from "@/lib/validations/operation";
import type { OperationDetail } from "@/server/operations/queries";

const EMPTY: OperationInput = {
  title: "",
  status: "abierta",
  province: "",
  pvp: "",
  ticketMin: "",
  precioCompra: "",
  calle: "",
  imageUrl: "",
  percentageFinanced: "0",
  expectedReturn: "",
  expectedTerm: "",
  acquisitionDate: "",
  estimatedEndDate: "",
  propertyArea: "",
  propertyLocation: "",
  propertyType: "",
  cadastralRef: "",
  description: "",
  estrategiaInversion: "",
  estadoProcesalJuridico: "",
  pdfCompleto: "",
  destacada: false,
};

const toForm = (row: OperationDetail) => rowValues(row, EMPTY);

/** Nueva Operación / edit (docs/specification.md §2): on creation the server makes the slug from the title. */
export function OperationFormDialog(props: EntityDialogProps<OperationDetail>) {
  const { form, dialog } = useEntityForm(props, { toForm, empty: EMPTY, schema: operationSchema });
  return (
    <EntityFormDialog {...dialog}>
      <FormInput form={form} name="title" label="Título *" className="sm:col-span-2" />
      <FormInput form={form} name="province" label="Provincia *" list="province-options" />
      <datalist id="province-options">
        {PUBLIC_PROVINCES.map((province) => (
          <option key={province} value={province}>
            {PROVINCE_LABELS[province]}
          </option>
        ))}
      </datalist>
      <FormSelect form={form} name="status" label="Estado" options={OPERATION_STATUS_OPTIONS} />
      <FormMoneyInput form={form} name="pvp" label="PVP (€) *" />
      <FormMoneyInput form={form} name="ticketMin" label="Ticket mínimo (€) *" />
      <FormMoneyInput form={form} name="precioCompra" label="Precio de compra (€)" />
      <FormInput form={form} name="percentageFinanced" label="% Financiado" type="number" min={0} max={100} step={1} />
      <FormInput form={form} name="expectedReturn" label="Rentabilidad esperada (%)" inputMode="decimal" />
      <FormInput form={form} name="expectedTerm" label="Plazo estimado (meses)" type="number" min={0} step={1} />
      <FormInput form={form} name="acquisitionDate" label="Fecha de adquisición" type="date" />
      <FormInput form={form} name="estimatedEndDate" label="Fecha estimada de cierre" type="date" />
      <FormInput form={form} name="calle" label="Calle" />
      <FormInput form={form} name="propertyLocation" label="Ubicación" />
      <FormInput form={form} name="propertyArea" label="Superficie" />
      <FormInput form={form} name="propertyType" label="Tipo de inmueble" />
      <FormInput form={form} name="cadastralRef" label="Referencia catastral" />
      <FormInput form={form} name="imageUrl" label="URL de la imagen" />
      <FormInput form={form} name="pdfCompleto" label="URL del PDF completo" className="sm:col-span-2" />
      <FormTextarea form={form} name="description" label="Descripción" className="sm:col-span-2" />
      <FormTextarea form={form} name="estrategiaInversion" label="Estrategia de inversión" className="sm:col-span-2" />
      <FormTextarea form={form} name="estadoProcesalJuridico" label="Estado procesal y jurídico" className="sm:col-span-2" />
      <FormCheckbox
        form={form}
        name="destacada"
        label="Destacada"
        description="Se muestra en la página de inicio"
        className="sm:col-span-2"
      />
    </EntityFormDialog>
  );
}
