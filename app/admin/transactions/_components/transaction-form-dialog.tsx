"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useWatch } from "react-hook-form";
import { EntityDialog } from "@/components/admin/entity-dialog";
import { FormCombobox, FormInput, FormMoneyInput, FormSelect, FormTextarea } from "@/components/admin/form-fields";
import { INVESTOR_PICKER, OPERATION_PICKER } from "@/components/admin/pickers";
import type { EntityMessages } from "@/components/admin/use-entity-actions";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { FieldGroup } from "@/components/ui/field";
import {
  sendsReceipt,
  TRANSACTION_STATUS_OPTIONS,
  TRANSACTION_TYPES,
  transactionSchema,
  type TransactionInput,
} from "@/lib/validations/transaction";
import type { Option } from "@/lib/options";
import type { TransactionDto } from "@/server/transactions/records";

export const TRANSACTION_MESSAGES: EntityMessages = {
  created: "Transacción creada",
  updated: "Transacción actualizada",
  deleted: "Transacción eliminada",
  createFailed: "No se pudo crear la transacción",
  updateFailed: "No se pudo actualizar la transacción",
  deleteFailed: "No se pudo eliminar la transacción",
};

const NO_USER = "none";
const NO_USER_OPTION: Option = { value: NO_USER, label: "Sin inversor" };
const resolve = zodResolver(transactionSchema);
const EMPTY: TransactionInput = {
  operationId: "",
  userId: NO_USER,
  type: "APORTE",
  amount: "",
  description: "",
  paymentMethod: "",
  reference: "",
  status: "completed",
};

function toForm(t: TransactionDto): TransactionInput {
  return {
    operationId: t.operationId,
    userId: t.userId ?? NO_USER,
    type: t.type,
    amount: t.amount,
    description: t.description ?? "",
    paymentMethod: t.paymentMethod ?? "",
    reference: t.reference ?? "",
    status: t.status as TransactionInput["status"],
  };
}

export const RECEIPT_HINT = "Al guardar, el inversor recibe un email con el justificante.";

/** "Sin inversor" is a picker option; the schema and the server want no user id for it. */
const withoutNoUser = (values: TransactionInput) => ({ ...values, userId: values.userId === NO_USER ? null : values.userId });

export function TransactionFormDialog(props: EntityDialogProps<TransactionDto>) {
  const { row: transaction } = props;
  const { form, dialog } = useEntityForm({
    ...props,
    toForm,
    empty: EMPTY,
    resolver: (values, context, options) => resolve(withoutNoUser(values), context, options),
    endpoint: "/api/transactions",
    messages: TRANSACTION_MESSAGES,
    // userId, description, paymentMethod and reference are omitted when empty (docs/specification.md §5).
    toBody: withoutNoUser,
  });

  const [userId, status] = useWatch({ control: form.control, name: ["userId", "status"] });
  const receipt = sendsReceipt({ userId: userId === NO_USER ? null : (userId ?? null), status: status ?? "" }, transaction);

  return (
    <EntityDialog {...dialog} title={transaction ? "Editar Transacción" : "Nueva Transacción"}>
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <FormCombobox
          form={form}
          name="operationId"
          label="Operación *"
          {...OPERATION_PICKER}
          known={transaction ? [{ value: transaction.operationId, label: transaction.operationTitle }] : []}
          className="sm:col-span-2"
        />
        <FormCombobox
          form={form}
          name="userId"
          label="Inversor"
          {...INVESTOR_PICKER}
          noneOption={NO_USER_OPTION}
          known={transaction?.userId && transaction.userName ? [{ value: transaction.userId, label: transaction.userName }] : []}
        />
        <FormInput form={form} name="type" label="Tipo *" list="transaction-types" />
        <datalist id="transaction-types">
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <FormMoneyInput form={form} name="amount" label="Importe (€) *" />
        <FormSelect
          form={form}
          name="status"
          label="Estado *"
          options={TRANSACTION_STATUS_OPTIONS}
          description={receipt ? RECEIPT_HINT : undefined}
        />
        <FormInput form={form} name="paymentMethod" label="Método de pago" list="payment-methods" />
        <datalist id="payment-methods">
          <option value="Transferencia" />
          <option value="Cargo automático" />
        </datalist>
        <FormInput form={form} name="reference" label="Referencia" />
        <FormTextarea form={form} name="description" label="Descripción" className="sm:col-span-2" />
      </FieldGroup>
    </EntityDialog>
  );
}
