"use client";

import { useWatch } from "react-hook-form";
import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { DescribedFields } from "@/components/admin/described-fields";
import { FormCombobox } from "@/components/admin/form-fields";
import { OperationField } from "@/components/admin/operation-field";
import { NO_PARTICIPATION, ParticipationField } from "@/components/admin/participation-field";
import { INVESTOR_PICKER } from "@/components/admin/pickers";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { initialValues } from "@/lib/fields/field";
import { typedValues } from "@/lib/fields/typed-values";
import { TRANSACTION_FIELDS } from "@/lib/fields/transaction";
import { formatFieldValue } from "@/lib/fields/format-field";
import { MONEY_FIELDS } from "@/lib/ledger/kinds";
import { sendsReceipt, transactionSchema, type TransactionInput } from "@/lib/validations/transaction";
import type { Option } from "@/lib/options";
import type { MovementDto } from "@/server/ledger/movements";

const NO_USER = "none";
const NO_USER_OPTION: Option = { value: NO_USER, label: "Sin inversor" };
const EMPTY: TransactionInput = { ...initialValues<TransactionInput>(TRANSACTION_FIELDS), userId: NO_USER, investmentId: NO_PARTICIPATION };

export const RECEIPT_HINT = "Al guardar, el inversor recibe un email con el justificante.";
/** A completed movement is posted (server/ledger/posting.ts): the form says what may still change. */
export const POSTED_NOTE =
  "Movimiento completado: solo cambian la descripción, el método de pago y la referencia. Para corregir el importe, el tipo, la fecha o a quién pertenece, anúlalo con un contramovimiento desde Acciones.";

const isMoneyField = (name: string) => (MONEY_FIELDS as readonly string[]).includes(name);
/** What a posted movement may still change: its notes. */
const NOTE_FIELDS = Object.fromEntries(Object.entries(TRANSACTION_FIELDS).filter(([name]) => !isMoneyField(name)));

/** A posted movement's money, shown as it stands: the form sends it unchanged. */
function PostedMoney({ row }: { row: MovementDto }) {
  const shown: Record<(typeof MONEY_FIELDS)[number], string> = {
    operationId: row.operationTitle,
    userId: row.userName ?? "Sin inversor",
    investmentId: row.investmentId ? "Vinculada" : "Ninguna",
    type: formatFieldValue(TRANSACTION_FIELDS.type, row.type),
    amount: formatFieldValue(TRANSACTION_FIELDS.amount, row.amount),
    transactionDate: formatFieldValue(TRANSACTION_FIELDS.transactionDate, row.transactionDate),
    status: formatFieldValue(TRANSACTION_FIELDS.status, row.status),
  };
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:col-span-2" data-testid="posted-money">
      {MONEY_FIELDS.map((name) => (
        <div key={name} className="contents">
          <dt className="text-muted-foreground">{TRANSACTION_FIELDS[name].label}</dt>
          <dd>{shown[name]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Sin inversor" and "Ninguna" are picker options; the schema and the server want no id for them. */
const withoutNone = (values: TransactionInput) => ({
  ...values,
  userId: values.userId === NO_USER ? null : values.userId,
  investmentId: values.investmentId === NO_PARTICIPATION ? null : values.investmentId,
});

/** The value date is a day (in Madrid), in the row as in the form. */
const toForm = (row: MovementDto): TransactionInput =>
  typedValues(TRANSACTION_FIELDS, {
    ...rowValues(row, EMPTY),
    investmentId: row.investmentId ?? NO_PARTICIPATION,
    transactionDate: row.transactionDate,
  });

export function TransactionFormDialog(props: EntityDialogProps<MovementDto>) {
  const { row: transaction } = props;
  const { form, dialog } = useEntityForm(props, {
    toForm,
    empty: EMPTY,
    schema: transactionSchema,
    // userId, description, paymentMethod and reference are omitted when empty (docs/specification.md §5).
    toBody: withoutNone,
  });
  const [userId, status, investmentId] = useWatch({ control: form.control, name: ["userId", "status", "investmentId"] });
  const ofParticipation = Boolean(investmentId && investmentId !== NO_PARTICIPATION);
  // A participation's investor is known to the server only; the same participation keeps the row's.
  const owner = ofParticipation
    ? investmentId === transaction?.investmentId
      ? (transaction?.userId ?? null)
      : "de la participación"
    : userId === NO_USER
      ? null
      : (userId ?? null);
  const receipt = sendsReceipt({ userId: owner, status: status ?? "" }, transaction);
  const posted = transaction?.status === "completed";

  return (
    <EntityFormDialog {...dialog}>
      {posted && (
        <>
          <p className="text-sm text-muted-foreground sm:col-span-2" data-testid="posted-note">
            {POSTED_NOTE}
          </p>
          <PostedMoney row={transaction} />
        </>
      )}
      <DescribedFields
        form={form}
        fields={posted ? NOTE_FIELDS : TRANSACTION_FIELDS}
        hints={{ status: receipt ? RECEIPT_HINT : undefined }}
        controls={{
          operationId: (label) => <OperationField form={form} row={transaction} label={label} className="sm:col-span-2" />,
          investmentId: (label) => (
            <ParticipationField form={form} label={label} description={TRANSACTION_FIELDS.investmentId.hint} row={transaction} />
          ),
          userId: (label) =>
            ofParticipation ? null : (
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
