"use client";

import { useWatch } from "react-hook-form";
import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { DescribedFields } from "@/components/admin/described-fields";
import { FormCombobox } from "@/components/admin/form-fields";
import { OperationField } from "@/components/admin/operation-field";
import { INVESTOR_PICKER } from "@/components/admin/pickers";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { initialValues } from "@/lib/fields/field";
import { TRANSACTION_FIELDS } from "@/lib/fields/transaction";
import { sendsReceipt, transactionSchema, type TransactionInput } from "@/lib/validations/transaction";
import type { Option } from "@/lib/options";
import type { TransactionDto } from "@/server/transactions/records";

const NO_USER = "none";
const NO_USER_OPTION: Option = { value: NO_USER, label: "Sin inversor" };
const EMPTY: TransactionInput = { ...initialValues<TransactionInput>(TRANSACTION_FIELDS), userId: NO_USER };

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
      <DescribedFields
        form={form}
        fields={TRANSACTION_FIELDS}
        hints={{ status: receipt ? RECEIPT_HINT : undefined }}
        controls={{
          operationId: (label) => <OperationField form={form} row={transaction} label={label} className="sm:col-span-2" />,
          userId: (label) => (
            <FormCombobox
              form={form}
              name="userId"
              label={label}
              {...INVESTOR_PICKER}
              noneOption={NO_USER_OPTION}
              known={transaction?.userId && transaction.userName ? [{ value: transaction.userId, label: transaction.userName }] : []}
            />
          ),
        }}
      />
    </EntityFormDialog>
  );
}
