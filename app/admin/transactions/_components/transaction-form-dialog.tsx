"use client";

import { useWatch } from "react-hook-form";
import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { FormCombobox, FormInput, FormMoneyInput, FormSelect, FormTextarea } from "@/components/admin/form-fields";
import { OperationField } from "@/components/admin/operation-field";
import { INVESTOR_PICKER } from "@/components/admin/pickers";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import {
  sendsReceipt,
  TRANSACTION_STATUS_OPTIONS,
  TRANSACTION_TYPES,
  transactionSchema,
  type TransactionInput,
} from "@/lib/validations/transaction";
import type { Option } from "@/lib/options";
import type { TransactionDto } from "@/server/transactions/records";

const NO_USER = "none";
const NO_USER_OPTION: Option = { value: NO_USER, label: "Sin inversor" };
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

export const RECEIPT_HINT = "Al guardar, el inversor recibe un email con el justificante.";

/** "Sin inversor" is a picker option; the schema and the server want no user id for it. */
const withoutNoUser = (values: TransactionInput) => ({ ...values, userId: values.userId === NO_USER ? null : values.userId });

const toForm = (row: TransactionDto) => rowValues(row, EMPTY);

export function TransactionFormDialog(props: EntityDialogProps<TransactionDto>) {
  const { row: transaction } = props;
  const { form, dialog } = useEntityForm(props, {
    toForm,
    empty: EMPTY,
    schema: transactionSchema,
    // userId, description, paymentMethod and reference are omitted when empty (docs/specification.md §5).
    toBody: withoutNoUser,
  });
  const [userId, status] = useWatch({ control: form.control, name: ["userId", "status"] });
  const receipt = sendsReceipt({ userId: userId === NO_USER ? null : (userId ?? null), status: status ?? "" }, transaction);

  return (
    <EntityFormDialog {...dialog}>
      <OperationField form={form} row={transaction} className="sm:col-span-2" />
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
    </EntityFormDialog>
  );
}
